// @vitest-environment happy-dom
/**
 * A page change points every language switcher at the new page: the header's navigation and the left sidebar's
 * labelled group alike; never the footer's link to the English blog, nor a link in the page's own copy.
 */
import { describe, expect, it } from 'vitest';
import { updateSwitcher } from '../../src/client/page-change/chrome.ts';

const languages = (paths: readonly [string, string, string]) => `<ul>
  <li><a href="${paths[0]}" hreflang="en" lang="en-SG">EN</a></li>
  <li><a href="${paths[1]}" hreflang="zh-Hans" lang="zh-Hans-SG">中文</a></li>
  <li><a href="${paths[2]}" hreflang="ms" lang="ms-SG">BH</a></li></ul>`;

describe('updateSwitcher', () => {
  it('updates the header’s switcher and the sidebar’s, and nothing else', () => {
    const old = ['/cn/', '/cn/', '/bh/'] as const;
    document.body.innerHTML =
      `<header><nav aria-label="选择语言">${languages(old)}</nav></header>` +
      `<dialog id="sidebar-menu"><div role="group" aria-labelledby="t"><h3 id="t">选择语言</h3>${languages(old)}</div></dialog>` +
      `<main><p><a href="/" hreflang="en" lang="en-SG" id="in-copy">English</a></p></main>` +
      `<footer><a href="/blog/" hreflang="en" id="blog">健康博客</a></footer>`;
    updateSwitcher(document, { en: '/about-us/', cn: '/cn/about-us/', bh: '/bh/about-us/' });
    const hrefs = (selector: string) => [...document.querySelectorAll(`${selector} a`)].map((a) => a.getAttribute('href'));
    expect(hrefs('header nav')).toEqual(['/about-us/', '/cn/about-us/', '/bh/about-us/']);
    expect(hrefs('[role="group"]')).toEqual(['/about-us/', '/cn/about-us/', '/bh/about-us/']);
    expect(document.getElementById('in-copy')?.getAttribute('href')).toBe('/');
    expect(document.getElementById('blog')?.getAttribute('href')).toBe('/blog/');
  });
});
