import { describe, expect, it } from 'vitest';
import { renderMarkdown, type MarkdownContext } from '../../src/generator/render/markdown.ts';
import { createManifest } from '../../src/model/routes.ts';
import { FIXED_PAGES } from '../../src/model/page-table.ts';
import { valueOrThrow } from '../../src/shared/problems.ts';

const manifest = valueOrThrow(
  createManifest([...FIXED_PAGES.flatMap((p) => p.locales.map((l) => `${l}/pages/${p.id}.md`)), 'en/blog/knee-pain.md']),
);
const context = (locale: 'en' | 'cn'): MarkdownContext => ({
  locale,
  manifest,
  tokens: { 'clinic.name': 'Test Clinic' },
  telHref: 'tel:+6560000000',
  whatsappHref: 'https://wa.me/6590000000?text=Hi',
});

describe('renderMarkdown', () => {
  it('uses explicit heading ids and keeps them out of the text', () => {
    const { html, headings } = renderMarkdown('## When to see a *specialist* {#see-a-specialist}\n\n### Plain heading', context('en'));
    expect(html).toContain('<h2 id="see-a-specialist">When to see a <em>specialist</em></h2>');
    expect(html).toContain('<h3 id="plain-heading">Plain heading</h3>');
    expect(headings.map((h) => h.id)).toEqual(['see-a-specialist', 'plain-heading']);
  });

  it('resolves page: links for the locale, an English-only page to its reader copy in that locale', () => {
    const md = '[about](page:about-us) [fields](page:services#knee) [pain](page:blog-knee-pain) [form](#enquiry-form)';
    expect(renderMarkdown(md, context('cn')).html).toBe(
      '<p><a href="/cn/about-us/">about</a> <a href="/cn/services/#knee">fields</a> <a href="/cn/blog/knee-pain/" hreflang="en">pain</a> <a href="#enquiry-form">form</a></p>\n',
    );
    expect(renderMarkdown(md, context('en')).html).toContain('<a href="/blog/knee-pain/">pain</a>');
  });

  it('marks a link to an English-only page with the marker the context gives, inside the link', () => {
    const md = '[about](page:about-us) [pain](page:blog-knee-pain) [again](page:blog-knee-pain#causes)';
    const cn = renderMarkdown(md, { ...context('cn'), englishOnlyMarker: '（英文）' }).html;
    expect(cn).toBe(
      '<p><a href="/cn/about-us/">about</a> <a href="/cn/blog/knee-pain/" hreflang="en">pain<span class="lang-marker">（英文）</span></a> ' +
        '<a href="/cn/blog/knee-pain/#causes" hreflang="en">again<span class="lang-marker">（英文）</span></a></p>\n',
    );
    // A Latin marker gets a space before it; an English page never needs one.
    expect(renderMarkdown('[pain](page:blog-knee-pain)', { ...context('cn'), englishOnlyMarker: '(Bahasa Inggeris)' }).html).toContain(
      'pain <span class="lang-marker">(Bahasa Inggeris)</span></a>',
    );
    expect(renderMarkdown(md, { ...context('en'), englishOnlyMarker: '(English)' }).html).not.toContain('lang-marker');
  });

  it('fills clinic placeholders and the tel: and whatsapp: links', () => {
    const { html } = renderMarkdown('Welcome to {{clinic.name}}. [Call us](tel:) or [WhatsApp us](whatsapp:).', context('en'));
    expect(html).toBe(
      '<p>Welcome to Test Clinic. <a href="tel:+6560000000">Call&nbsp;us</a> or <a href="https://wa.me/6590000000?text=Hi">WhatsApp us</a>.</p>\n',
    );
  });

  it('reports unknown page ids, unknown placeholders and repeated heading ids', () => {
    const { problems } = renderMarkdown('## A {#a}\n\n## B {#a}\n\n[x](page:nope) {{doctor.nam}}', context('en'));
    expect(problems.map((p) => p.message)).toEqual([
      'unknown placeholder {{doctor.nam}} (known: {{clinic.name}})',
      'heading id "a" is used twice; give each heading its own {#id}',
      'link to unknown page id "nope" (page:nope)',
    ]);
  });

  it('refuses a second main heading: the page header holds the h1', () => {
    const { problems } = renderMarkdown('Intro.\n\n# Another title\n\n## Fine', context('en'));
    expect(problems).toEqual([
      { snippet: '# Another title', message: expect.stringMatching(/^"# Another title" is a second main heading/) },
    ]);
  });

  it('records anchor links: to another page in the target locale, and on the page itself', () => {
    const { anchors } = renderMarkdown(
      '[a](page:services#knee) [b](page:blog-knee-pain#x) [c](#enquiry-form) [d](/about-us/#team)',
      context('cn'),
    );
    expect(anchors).toEqual([
      { target: 'services___cn', anchor: 'knee', href: 'page:services#knee' },
      // An English-only page's reader copy carries its English page's ids.
      { target: 'blog-knee-pain___cn', anchor: 'x', href: 'page:blog-knee-pain#x' },
      { anchor: 'enquiry-form', href: '#enquiry-form' },
      { target: 'about-us___en', anchor: 'team', href: '/about-us/#team' },
    ]);
  });

  it.each([
    ['a script', '<script>alert(1)</script>', '<script> is not allowed in content'],
    ['an event handler', '<img src="/a.svg" onerror="alert(1)">', 'the attribute onerror on <img> is not allowed'],
    ['a javascript: link in markdown', '[x](javascript:alert(1))', 'link javascript:alert(1): links may go to'],
    [
      'a javascript: link with an entity-hidden tab',
      '<a href="java&#x09;script:alert(1)">x</a>',
      'href="java\tscript:alert(1)": links may go to',
    ],
    ['a data: picture', '![x](data:image/svg+xml,<svg/>)', 'picture data:image/svg+xml,<svg/>: a picture must be a file of the site'],
    ['a frame', '<iframe src="https://example.com"></iframe>', '<iframe> is not allowed'],
    ['a style block', '<style>body { display: none }</style>', '<style> is not allowed'],
    ['a base element', '<base href="https://evil.example/">', '<base> is not allowed'],
    ['a foreign form', '<form action="https://evil.example/">Go</form>', '<form> is not allowed'],
    ['an object', '<object data="/x.swf"></object>', '<object> is not allowed'],
    ['an inline style', '<p style="color: red">x</p>', 'the attribute style on <p> is not allowed'],
    ['an h1', '<h1>Another title</h1>', '<h1> is not allowed'],
    ['a protocol-relative link', '[x](//evil.example/)', 'a link to another site must start with https://'],
    [
      'a picture in a format browsers may not show',
      '![x](/images/photo.gif)',
      '".gif" pictures are not accepted; use JPEG (.jpg, .jpeg), PNG, WebP, AVIF or SVG',
    ],
  ])('refuses %s, naming it', (_, markdown, message) => {
    const { problems } = renderMarkdown(`Some text.\n\n${markdown}\n`, context('en'));
    expect(problems.map((p) => p.message)).toEqual([expect.stringContaining(message)]);
  });

  it('keeps the allowed HTML: emphasis, tables, a note in <details>', () => {
    const md = '<details><summary>More</summary>\n\nText with <abbr title="anterior cruciate ligament">ACL</abbr>.\n\n</details>';
    const { html, problems } = renderMarkdown(md, context('en'));
    expect(problems).toEqual([]);
    expect(html).toContain('<abbr title="anterior cruciate ligament">ACL</abbr>');
  });

  it('checks pictures against the files of public/ when it knows them', () => {
    const { problems } = renderMarkdown('![a](/images/a.jpg) ![b](/images/missing.webp)', {
      ...context('en'),
      images: new Map([['/images/a.jpg', { width: 4, height: 3 }]]),
    });
    expect(problems.map((p) => p.message)).toEqual(['picture /images/missing.webp is not a file in public/']);
  });
});
