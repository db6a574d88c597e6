// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { normaliseAddress, normaliseHref, withTrailingSlash } from '../../src/shared/slash.ts';
import { renderMarkdown } from '../../src/generator/render/markdown.ts';
import { createManifest } from '../../src/model/routes.ts';
import { FIXED_PAGES } from '../../src/model/page-table.ts';
import { valueOrThrow } from '../../src/shared/problems.ts';

describe('trailing slash normalisation', () => {
  it('adds the slash to page paths and leaves files and slash paths alone', () => {
    expect(withTrailingSlash('/about-us')).toBe('/about-us/');
    expect(withTrailingSlash('/cn/services/bixeps')).toBe('/cn/services/bixeps/');
    expect(withTrailingSlash('/about-us/')).toBe('/about-us/');
    expect(withTrailingSlash('/')).toBe('/');
    expect(withTrailingSlash('/images/logo.svg')).toBe('/images/logo.svg');
    expect(withTrailingSlash('/404.html')).toBe('/404.html');
  });

  it('keeps the query and the hash of an href', () => {
    expect(normaliseHref('/about-us?ref=footer#team')).toBe('/about-us/?ref=footer#team');
    expect(normaliseHref('/about-us#team')).toBe('/about-us/#team');
    expect(normaliseHref('/about-us?x=/y')).toBe('/about-us/?x=/y');
    expect(normaliseHref('/cn/contact-us/?a=1')).toBe('/cn/contact-us/?a=1');
  });

  it('leaves anything that is not a root-relative path unchanged', () => {
    for (const href of [
      '#enquiry-form',
      'https://example.com/a',
      '//cdn.example/a',
      'mailto:a@b.example',
      'tel:+6561234567',
      'relative/page',
      '?q=1',
    ]) {
      expect(normaliseHref(href)).toBe(href);
    }
  });

  it('rewrites a slash-less address on load with replaceState, query and hash kept', () => {
    window.history.replaceState({ kept: true }, '', '/about-us?ref=ad#team');
    const before = window.history.length;
    expect(normaliseAddress(window.location, window.history)).toBe(true);
    expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe('/about-us/?ref=ad#team');
    expect(window.history.length).toBe(before);
    expect(window.history.state).toEqual({ kept: true });
    expect(normaliseAddress(window.location, window.history)).toBe(false);
  });

  it('normalises hand-written site links in copy at build time', () => {
    const manifest = valueOrThrow(createManifest(FIXED_PAGES.flatMap((p) => p.locales.map((l) => `${l}/pages/${p.id}.md`))));
    const { html } = renderMarkdown('[a](/about-us?x=1#team) [b](/images/a.svg) [c](https://example.com/x)', {
      locale: 'en',
      manifest,
      tokens: {},
      telHref: 'tel:+6560000000',
      whatsappHref: 'https://wa.me/6590000000',
    });
    expect(html).toBe('<p><a href="/about-us/?x=1#team">a</a> <a href="/images/a.svg">b</a> <a href="https://example.com/x">c</a></p>\n');
  });
});
