import { describe, expect, it } from 'vitest';
import { checkContentHtml, openAtEndOfBlock } from '../../src/generator/checks/content-html.ts';
import { BODY_ELEMENTS, HEADING_ELEMENTS } from '../../src/generator/checks/html-allow-list.ts';
import { renderMarkdown, type MarkdownContext } from '../../src/generator/render/markdown.ts';
import { InlineScripts } from '../../src/generator/host/csp.ts';
import { createManifest } from '../../src/model/routes.ts';
import { FIXED_PAGES } from '../../src/model/page-table.ts';
import { valueOrThrow } from '../../src/shared/problems.ts';

/**
 * Content HTML is judged as a browser parses it (parse5, the WHATWG parser): the whole page at once, and what is
 * published is the checked tree serialized again. Every case here is one a lenient, block-by-block reading let
 * through, and a browser ran or hid.
 */
const manifest = valueOrThrow(
  createManifest([...FIXED_PAGES.flatMap((p) => p.locales.map((l) => `${l}/pages/${p.id}.md`)), 'en/blog/knee-pain.md']),
);
const context: MarkdownContext = {
  locale: 'en',
  manifest,
  tokens: {},
  telHref: 'tel:+6560000000',
  whatsappHref: 'https://wa.me/6590000000?text=Hi',
  withheld: new Map([
    ['blog-secret', { source: 'content/en/blog/secret.md', path: '/blog/secret/', publication: { state: 'draft' } as const }],
  ]),
};
const messages = (markdown: string) => renderMarkdown(markdown, context).problems.map((p) => p.message);
const body = (html: string) => checkContentHtml(html, { allowed: BODY_ELEMENTS, context: 'div' });

describe('content HTML is read whole, as a browser reads it', () => {
  it('refuses the script a browser finds after a quote left open at the end of a block', () => {
    const md = `Text.\n\n<div title="\n\n<p title='"><script/src=/images/uploads/x.js></script>'>z</p>\n`;
    expect(messages(md)).toEqual([
      expect.stringMatching(/^the tag <div title=" is left open \(a missing > or closing quote\)/),
      expect.stringMatching(/^<script> is not allowed in content/),
    ]);
  });

  it('refuses a block of HTML that ends inside a tag, even when nothing in it is refused', () => {
    expect(openAtEndOfBlock('<div title="a note')?.message).toMatch(/^the tag <div title="a note is left open/);
    expect(openAtEndOfBlock("<p class='x'>ok</p>\n<span title='")?.snippet).toBe("<span title='");
    expect(openAtEndOfBlock('<div title="closed">x</div>')).toBeUndefined();
  });

  it('refuses a comment left open, which would hide the rest of the page', () => {
    expect(messages('Intro.\n\n<!-- a note for editors\n\n## When to get help\n\nCall 995.')).toEqual([
      expect.stringMatching(/^a comment is left open \(<!-- a note for editors\): close it with -->/),
    ]);
    expect(messages('Intro.\n\n<!-- a closed note -->\n\nCall 995.')).toEqual([]);
  });

  it('refuses a heading that leaves a quote open', () => {
    const { findings } = checkContentHtml("Dance <span title='", { allowed: HEADING_ELEMENTS, context: 'h1' });
    expect(findings.map((f) => f.message)).toEqual([expect.stringMatching(/^the tag <span title=' is left open/)]);
  });

  it('refuses an event handler in any spelling the parser accepts', () => {
    expect(body('<img src=/images/og-default.png onload=alert(1)>').findings.map((f) => f.message)).toEqual([
      'the attribute onload on <img> is not allowed (event handlers never run from content)',
    ]);
    expect(body('<IMG SRC="/a.png" OnError="x()">').findings.map((f) => f.message)).toEqual([
      'the attribute onerror on <img> is not allowed (event handlers never run from content)',
    ]);
  });

  it.each([
    ['a markdown link', '[x](/\\evil.example/x)'],
    ['a raw link with two backslashes', '<a href="\\\\evil.example/y">y</a>'],
    ['a raw picture', '<img src="/\\evil.example/p.png" alt="">'],
    ['a raw link with an escaped tab', '<a href="/&#x09;/evil.example/">y</a>'],
    ['a srcset', '<img src="/a.png" srcset="/\\evil.example/p.png 2x" alt="">'],
  ])('refuses an address a browser would take to another site in %s', (_, markdown) => {
    expect(messages(markdown)).toEqual([expect.stringContaining('another site')]);
  });

  it('publishes the checked tree serialized: what the browser gets is what was checked', () => {
    expect(body('<p>An <em>open element</p><div>a stray end</div></div></main><p>after').html).toBe(
      '<p>An <em>open element</em></p><div><em>a stray end</em></div><p><em>after</em></p>',
    );
    expect(renderMarkdown('Some <abbr title="x &amp; y">X&amp;Y</abbr> text.', context).html).toBe(
      '<p>Some <abbr title="x &amp; y">X&amp;Y</abbr> text.</p>\n',
    );
  });

  it('refuses SVG and MathML elements whatever their name, and what is in them', () => {
    expect(body('<svg><a href="/x/">x</a></svg><math><mi>x</mi></math>').findings.map((f) => f.message)).toEqual([
      expect.stringMatching(/^<svg> is not allowed/),
      expect.stringMatching(/^<a> is not allowed/),
      expect.stringMatching(/^<math> is not allowed/),
      expect.stringMatching(/^<mi> is not allowed/),
    ]);
  });
});

describe('links of raw HTML are judged like markdown links', () => {
  it('resolves a raw page: link through the route manifest', () => {
    const { html, problems } = renderMarkdown('<p>See <a href="page:about-us">us</a>.</p>', context);
    expect(problems).toEqual([]);
    expect(html).toContain('<a href="/about-us/">us</a>');
  });

  it('refuses a raw page: link to an unknown page', () => {
    expect(messages('<a href="page:nope">x</a>')).toEqual(['link to unknown page id "nope" (page:nope)']);
  });

  it.each([
    ['a markdown link', '[secret](/blog/secret/)'],
    ['a markdown link without the slash', '[secret](/blog/secret#part)'],
    ['a raw link', '<a href="/blog/secret/">secret</a>'],
  ])('names a page the build leaves out, linked by its path in %s, with its file', (_, markdown) => {
    expect(messages(markdown)).toEqual([
      expect.stringMatching(/ to blog-secret, a draft \(content\/en\/blog\/secret\.md\) that published builds/),
    ]);
  });
});

describe('the built pages are scanned by the same parser', () => {
  it.each([
    [
      'a script with a slash for a space',
      '<p title=""><script/src=/images/uploads/x.js></script></p>',
      '<script src="/images/uploads/x.js">',
    ],
    ['an upper-case script', '<SCRIPT>steal()</SCRIPT>', '<script>steal()'],
    ['a script inside SVG', '<svg><script>steal()</script></svg>', '<script>steal()'],
    [
      'a script from a path that leaves /assets/',
      '<script type="module" src="/assets/../images/uploads/x.js"></script>',
      '<script type="module" src="/assets/../images/uploads/x.js">',
    ],
    ['an event handler', '<img src="/images/og-default.png" onload="steal()">', 'an event handler onload="steal()" on <img>'],
  ])('fails on %s', (_, html, found) => {
    expect(new InlineScripts([]).add(html)).toEqual([found]);
  });

  it("keeps the generator's own scripts and data blocks", () => {
    const scripts = new InlineScripts(['go()']);
    const page =
      '<!doctype html><html><head><script>go()</script><script type="module" src="/assets/main-1.js"></script></head><body><script type="application/json">{}</script></body></html>';
    expect(scripts.add(page)).toEqual([]);
    expect(scripts.hashes).toHaveLength(1);
  });
});
