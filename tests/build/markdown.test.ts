import { describe, expect, it } from 'vitest';
import { renderMarkdown, type MarkdownContext } from '../../src/build/markdown.ts';
import { createManifest } from '../../src/build/routes.ts';
import { FIXED_PAGES } from '../../src/build/pages.ts';

const manifest = createManifest([...FIXED_PAGES.flatMap((p) => p.locales.map((l) => `${l}/pages/${p.id}.md`)), 'en/blog/knee-pain.md']);
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

  it('resolves page: links for the locale, falling back to English-only pages', () => {
    const md = '[about](page:about-us) [fields](page:services#knee) [pain](page:blog-knee-pain) [form](#enquiry-form)';
    expect(renderMarkdown(md, context('cn')).html).toBe(
      '<p><a href="/cn/about-us/">about</a> <a href="/cn/services/#knee">fields</a> <a href="/blog/knee-pain/" hreflang="en">pain</a> <a href="#enquiry-form">form</a></p>\n',
    );
  });

  it('fills clinic placeholders and the tel: and whatsapp: links', () => {
    const { html } = renderMarkdown('Welcome to {{clinic.name}}. [Call us](tel:) or [WhatsApp us](whatsapp:).', context('en'));
    expect(html).toBe('<p>Welcome to Test Clinic. <a href="tel:+6560000000">Call&nbsp;us</a> or <a href="https://wa.me/6590000000?text=Hi">WhatsApp us</a>.</p>\n');
  });

  it('reports unknown page ids, unknown placeholders and repeated heading ids', () => {
    const { problems } = renderMarkdown('## A {#a}\n\n## B {#a}\n\n[x](page:nope) {{doctor.nam}}', context('en'));
    expect(problems).toEqual([
      'unknown placeholder {{doctor.nam}} (known: {{clinic.name}})',
      'heading id "a" is used twice; give each heading its own {#id}',
      'link to unknown page id "nope" (page:nope)',
    ]);
  });
});
