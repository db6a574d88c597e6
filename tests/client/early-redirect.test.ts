/**
 * The inline script in the head of `/` decides exactly as the runtime's redirectTarget does: it is run here in
 * a bare V8 context (no DOM, as early in a page as it runs) over every combination of the rules' inputs.
 */
import { createContext, Script } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { EARLY_REDIRECT_GIVE_UP_MS, EARLY_REDIRECT_SCRIPT } from '../../src/shared/early-redirect.ts';
import { redirectTarget, VISIT_KEY } from '../../src/shared/locale-memory.ts';

const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';

interface Visit {
  readonly path: string;
  readonly firstLoad: boolean;
  readonly cookies: string;
  readonly languages: readonly string[];
  readonly userAgent: string;
}

interface Outcome {
  /** Where location.replace was sent, or null. */
  readonly replaced: string | null;
  readonly display: string | undefined;
  readonly timers: number[];
}

const script = new Script(EARLY_REDIRECT_SCRIPT);
/** One context for every run (creating thousands is slow); each run sets what its globals show. */
let current: {
  visit: Visit;
  search: string;
  hash: string;
  storage: boolean;
  outcome: { replaced: string | null; style: { display?: string }; timers: number[] };
};
const context = createContext({
  get document() {
    return { cookie: current.visit.cookies, documentElement: { style: current.outcome.style } };
  },
  get location() {
    const { visit, search, hash, outcome } = current;
    return {
      pathname: visit.path,
      search,
      hash,
      replace: (url: string) => {
        outcome.replaced = url;
      },
    };
  },
  get navigator() {
    const { userAgent, languages } = current.visit;
    return { userAgent, languages, language: languages[0] };
  },
  get sessionStorage() {
    if (!current.storage) throw new Error('SecurityError: storage is disabled');
    return { getItem: (key: string) => (key === VISIT_KEY && !current.visit.firstLoad ? '1' : null) };
  },
  setTimeout: (_: () => void, ms: number) => void current.outcome.timers.push(ms),
});

function runScript(visit: Visit, { search = '', hash = '', storage = true } = {}): Outcome {
  current = { visit, search, hash, storage, outcome: { replaced: null, style: {}, timers: [] } };
  script.runInContext(context);
  const { replaced, style, timers } = current.outcome;
  return { replaced, display: style.display, timers };
}

const COOKIES = [
  '',
  'i18n_redirected=cn',
  'i18n_redirected=bh',
  'i18n_redirected=en',
  'a=1; i18n_redirected=bh; b=2',
  'i18n_redirected=fr',
  'i18n_redirected=%63n',
  'i18n_redirected',
];
const LANGUAGES: ReadonlyArray<readonly string[]> = [
  [],
  ['en-GB'],
  ['zh-CN', 'en'],
  ['zh-TW'],
  ['ZH-hans-SG'],
  ['ms-MY'],
  ['ms_MY'],
  ['id-ID', 'en'],
  ['en-SG', 'zh-CN'],
  ['fr-FR', 'ms'],
  ['fr-FR', 'de'],
  ['ja'],
];
const AGENTS = [
  CHROME,
  'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  'Mozilla/5.0 Chrome-Lighthouse',
  'facebookexternalhit/1.1',
  'Bingbot/2.0',
  'some-crawler',
  'Baiduspider',
];

describe('the inline first-load redirect of /', () => {
  it('decides as the runtime does for every cookie, language list, user agent, page and visit state', () => {
    let redirects = 0;
    for (const path of ['/', '/about-us/', '/cn/']) {
      for (const firstLoad of [true, false]) {
        for (const cookies of COOKIES) {
          for (const languages of LANGUAGES) {
            for (const userAgent of AGENTS) {
              const visit = { path, firstLoad, cookies, languages, userAgent };
              const expected = redirectTarget(visit);
              expect({ visit, target: runScript(visit).replaced }).toEqual({ visit, target: expected });
              if (expected) redirects++;
            }
          }
        }
      }
    }
    // The table covers both outcomes well, not just "stay".
    expect(redirects).toBeGreaterThan(40);
  });

  it('keeps the query and the hash, hides the page it leaves and shows it again if the next one never comes', () => {
    const visit = { path: '/', firstLoad: true, cookies: 'i18n_redirected=cn', languages: ['en-GB'], userAgent: CHROME };
    expect(runScript(visit, { search: '?utm_source=test', hash: '#enquiry-form' })).toEqual({
      replaced: '/cn/?utm_source=test#enquiry-form',
      display: 'none',
      timers: [EARLY_REDIRECT_GIVE_UP_MS],
    });
  });

  it('touches nothing when it stays', () => {
    const visit = { path: '/', firstLoad: true, cookies: 'i18n_redirected=en', languages: ['zh-CN'], userAgent: CHROME };
    expect(runScript(visit)).toEqual({ replaced: null, display: undefined, timers: [] });
  });

  it('stays, as the runtime does, when sessionStorage cannot be read', () => {
    const visit = { path: '/', firstLoad: true, cookies: 'i18n_redirected=cn', languages: ['zh-CN'], userAgent: CHROME };
    expect(runScript(visit, { storage: false }).replaced).toBeNull();
  });

  it('is text that can sit inside a <script> element', () => {
    expect(EARLY_REDIRECT_SCRIPT).not.toMatch(/<\/?script|<!--/i);
  });
});
