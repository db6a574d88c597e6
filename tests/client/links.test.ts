// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { isPlainClick, isSamePage, linkOf, pageLinkTarget } from '../../src/client/startup/links.ts';

const here = new URL('https://clinic.test/about-us/');

function link(href: string, attributes: Record<string, string> = {}): HTMLAnchorElement {
  const a = document.createElement('a');
  a.setAttribute('href', href);
  for (const [name, value] of Object.entries(attributes)) a.setAttribute(name, value);
  document.body.append(a);
  return a;
}

const target = (href: string, attributes?: Record<string, string>, locale: 'en' | 'cn' = 'en') =>
  pageLinkTarget(link(href, attributes), here, locale)?.href ?? null;

describe('which links become page changes', () => {
  it('takes links to pages of the same locale, in slash form, query and hash kept', () => {
    expect(target('/')).toBe('https://clinic.test/');
    expect(target('/services/bixeps/')).toBe('https://clinic.test/services/bixeps/');
    expect(target('/contact-us')).toBe('https://clinic.test/contact-us/');
    expect(target('/services?from=nav#knee')).toBe('https://clinic.test/services/?from=nav#knee');
    expect(target('https://clinic.test/blog/')).toBe('https://clinic.test/blog/');
    expect(target('/cn/about-us/', {}, 'cn')).toBe('https://clinic.test/cn/about-us/');
  });

  it('leaves links to another locale to the browser (a locale switch is a full load)', () => {
    expect(target('/cn/about-us/')).toBeNull();
    expect(target('/bh/')).toBeNull();
    expect(target('/about-us/', {}, 'cn')).toBeNull();
    expect(target('/blog/', {}, 'cn')).toBeNull();
  });

  it('leaves external links, other schemes, files, downloads and target links to the browser', () => {
    expect(target('https://www.facebook.com/clinic')).toBeNull();
    expect(target('http://clinic.test/about-us/')).toBeNull();
    expect(target('//clinic.test.evil/')).toBeNull();
    expect(target('mailto:enquiry@clinic.test')).toBeNull();
    expect(target('tel:+6561234567')).toBeNull();
    expect(target('/images/doctor.svg')).toBeNull();
    expect(target('/404.html')).toBeNull();
    expect(target('/about-us/', { download: '' })).toBeNull();
    expect(target('/about-us/', { target: '_blank' })).toBeNull();
    expect(target('/about-us/', { rel: 'noopener external' })).toBeNull();
    expect(target('/about-us/', { target: '_self' })).toBe('https://clinic.test/about-us/');
  });

  it('treats only a plain primary click as "open here"', () => {
    const click = (init: MouseEventInit) => new MouseEvent('click', { bubbles: true, cancelable: true, ...init });
    expect(isPlainClick(click({ button: 0 }))).toBe(true);
    expect(isPlainClick(click({ button: 1 }))).toBe(false);
    expect(isPlainClick(click({ button: 0, ctrlKey: true }))).toBe(false);
    expect(isPlainClick(click({ button: 0, metaKey: true }))).toBe(false);
    expect(isPlainClick(click({ button: 0, shiftKey: true }))).toBe(false);
    expect(isPlainClick(click({ button: 0, altKey: true }))).toBe(false);
    const handled = click({ button: 0 });
    handled.preventDefault();
    expect(isPlainClick(handled)).toBe(false);
  });

  it('finds the link a click landed in, and knows a same-page anchor', () => {
    const a = link('/services/');
    a.innerHTML = '<span>Services</span>';
    expect(linkOf(a.querySelector('span'))).toBe(a);
    expect(linkOf(document.body)).toBeNull();
    expect(isSamePage(new URL('https://clinic.test/about-us/#team'), here)).toBe(true);
    expect(isSamePage(new URL('https://clinic.test/about-us/?x=1'), here)).toBe(false);
    expect(isSamePage(new URL('https://clinic.test/services/'), here)).toBe(false);
  });
});
