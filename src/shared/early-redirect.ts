/**
 * The first-load redirect as a tiny inline script for the head of the English home page (`/`), so a visitor
 * who chose 中文 or BH is sent on before that page is ever painted. The runtime (locale-memory.ts) makes the
 * same decision once its module has loaded, which is too late to avoid a flash of English; this script makes
 * it first. Its text is generated from the runtime's own rules: the cookie name, the visit key, the language
 * table, the bot pattern and the locale prefixes, so the two cannot drift apart (tests/client/early-redirect
 * runs it against the runtime's cases).
 *
 * The build writes it into the page and allows it in the Content-Security-Policy by the sha256 of this exact
 * text (GENERATOR_SCRIPTS in src/generator/host/csp.ts). Plain ES5, no imports: it runs before anything else.
 */
import { DEFAULT_LOCALE, LOCALE_CODES, localePrefix } from '../i18n/locales.ts';
import { BOT_PATTERN } from './bots.ts';
import { LANGUAGE_LOCALES, LOCALE_COOKIE, REDIRECT_PATH, VISIT_KEY } from './locale-memory.ts';

/**
 * How long the hidden page waits for the next one before it shows itself again: a navigation that stalls or is
 * stopped must not leave a blank page. A page that is left never reaches it.
 */
export const EARLY_REDIRECT_GIVE_UP_MS = 4000;

function earlyRedirectScript(): string {
  const prefixes = Object.fromEntries(LOCALE_CODES.map((code) => [code, localePrefix(code)]));
  const json = JSON.stringify;
  // The order of the checks is redirectTarget's: first load of the visit, at `/`, not a bot; then the cookie
  // (a code of ours, en included, decides), else the first browser language the table knows.
  const text =
    '(function(){try{' +
    'var d=document,l=location,n=navigator,h=Object.prototype.hasOwnProperty,' +
    `p=${json(prefixes)},t=${json(LANGUAGE_LOCALES)},c,i,k,g;` +
    `if(l.pathname!==${json(REDIRECT_PATH)}||${BOT_PATTERN.toString()}.test(n.userAgent)||sessionStorage.getItem(${json(VISIT_KEY)})!==null)return;` +
    'g=d.cookie.split(";");' +
    `for(i=0;i<g.length;i++){k=g[i].replace(/^\\s+|\\s+$/g,"").split("=");if(k[0]===${json(LOCALE_COOKIE)}){k=decodeURIComponent(k.slice(1).join("="));if(h.call(p,k))c=k;break}}` +
    'if(!c){g=n.languages&&n.languages.length?n.languages:[n.language];' +
    'for(i=0;i<g.length;i++){k=String(g[i]).toLowerCase().split(/[-_]/)[0];if(h.call(t,k)){c=t[k];break}}}' +
    `if(!c||c===${json(DEFAULT_LOCALE)})return;` +
    // Nothing of this page is drawn while the next one loads; CSSOM, not a style attribute, so the CSP allows it.
    'var r=d.documentElement.style;r.display="none";' +
    `setTimeout(function(){r.display=""},${EARLY_REDIRECT_GIVE_UP_MS});` +
    'l.replace(p[c]+"/"+l.search+l.hash)' +
    '}catch(e){}})();';
  // Written inside <script>…</script> as it is: nothing in it may close the element or open a comment.
  if (/<\/?script|<!--/i.test(text)) throw new Error('the early redirect script would break out of its <script> element');
  return text;
}

/** The exact text of the inline script; its sha256 is what the Content-Security-Policy allows. */
export const EARLY_REDIRECT_SCRIPT: string = earlyRedirectScript();
