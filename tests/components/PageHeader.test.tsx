import { describe, expect, it } from 'vitest';
import { PageHeader } from '../../src/components/PageHeader.tsx';
import { renderContext, renderWith } from '../helpers/render-context.tsx';

describe('PageHeader', () => {
  it('renders a breadcrumb with an empty url as plain text and one with a url as a link', async () => {
    const ctx = await renderContext('about-us', 'en');
    const html = renderWith(
      ctx,
      <PageHeader
        title="About <em>us</em>"
        links={[
          { text: 'Home', url: '/' },
          { text: 'Clinic', url: '' },
          { text: 'About us', url: '' },
        ]}
      />,
    );
    expect(html).toContain('<li><a href="/">Home</a></li><li><span>Clinic</span></li><li><span aria-current="page">About us</span></li>');
    expect(html).toContain('<nav class="breadcrumbs" aria-label="Breadcrumb" data-pagefind-ignore="">');
  });

  it('uses a div for the title by default, keeps its markup, and takes another heading tag when asked', async () => {
    const ctx = await renderContext('about-us', 'en');
    expect(renderWith(ctx, <PageHeader title="About <em>us</em>" />)).toContain(
      '<div class="page-header__title" id="page-title">About <em>us</em></div>',
    );
    expect(renderWith(ctx, <PageHeader title="About" headingTag="h1" />)).toContain(
      '<h1 class="page-header__title" id="page-title">About</h1>',
    );
  });

  it('labels the breadcrumbs in the page language', async () => {
    const ctx = await renderContext('about-us', 'cn');
    const html = renderWith(
      ctx,
      <PageHeader
        title="关于我们"
        links={[
          { text: '首页', url: '/cn/' },
          { text: '关于我们', url: '' },
        ]}
      />,
    );
    expect(html).toMatch(/<nav class="breadcrumbs" aria-label="[^"]+"[^>]*>/);
    expect(html).not.toContain('aria-label="Breadcrumb"');
  });
});
