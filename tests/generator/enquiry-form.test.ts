import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EnquiryFormIslandProps } from '../../src/islands/EnquiryFormIsland.tsx';
import { clinic } from '../../src/site/clinic.ts';
import { buildFixtureSite, FIXTURE_SITE_URL as SITE, type FixtureBuild } from '../helpers/fixture-build.ts';

/** The enquiry form as the build places it (on the fixture site): in which blocks, with which props, per page and locale. */
const FORMS = 'http://127.0.0.1:4310';
const FORM_ID = clinic.form.enquiryFormId;
let site: FixtureBuild;

beforeAll(async () => {
  site = await buildFixtureSite({ FORM_SERVICE_URL: FORMS });
});

afterAll(() => site?.dispose());

const dom = (file: string) => site.dom(file);
/** An English-only page: the first blog article of the fixture. */
const article = () => site.manifest.collection('blog', 'en')[0]?.path ?? '/blog/(none)/';

function islands(doc: Document, block: string) {
  return [...doc.querySelectorAll<HTMLElement>(`#${block} [data-island="enquiry"]`)].map((element) => ({
    load: element.dataset.load,
    props: JSON.parse(element.dataset.props ?? '') as EnquiryFormIslandProps,
    form: element.querySelector('form') as HTMLFormElement,
  }));
}

describe('the enquiry form in the built pages', () => {
  it('sits in the footer block #enquiry-form of every default-layout page, hydrating when the visitor uses it', async () => {
    for (const [locale, pagePath, thankYou, submit] of [
      ['en', '/about-us/', '/thank-you/', 'Send enquiry'],
      ['cn', '/cn/about-us/', '/cn/thank-you/', '提交咨询'],
      ['bh', '/bh/services/', '/bh/thank-you/', 'Hantar pertanyaan'],
      ['en', article(), '/thank-you/', 'Send enquiry'],
    ] as const) {
      const [footer] = islands(await dom(`${pagePath.slice(1)}index.html`), 'enquiry-form');
      expect(footer?.load).toBe('interaction');
      expect(footer?.props).toMatchObject({ idPrefix: 'footer-form', formId: FORM_ID, serviceUrl: FORMS, locale, thankYouPath: thankYou });
      // The footer is rendered once and reused: each page still sends its own address, in the markup and the props.
      expect(footer?.props.xOrigin).toBe(`${SITE}${pagePath}`);
      expect((footer?.form.elements.namedItem('x_origin') as HTMLInputElement | null)?.value).toBe(`${SITE}${pagePath}`);
      expect(footer?.form.getAttribute('action')).toBe(`${FORMS}/api/${FORM_ID}?locale=${locale}`);
      expect(footer?.form.querySelector('button[type="submit"]')?.textContent).toBe(submit);
      expect(footer?.props.labels.submit).toBe(submit);
    }
  });

  it('sits on contact-us in every locale, where the footer has no second copy', async () => {
    for (const [file, locale, label] of [
      ['contact-us/index.html', 'en', 'Phone'],
      ['cn/contact-us/index.html', 'cn', '电话'],
      ['bh/contact-us/index.html', 'bh', 'Telefon'],
    ] as const) {
      const doc = await dom(file);
      const forms = islands(doc, 'enquiry-form');
      expect(forms).toHaveLength(1);
      expect(doc.querySelectorAll('#enquiry-form')).toHaveLength(1);
      expect(forms[0]?.props).toMatchObject({ idPrefix: 'contact-form', locale });
      expect(doc.querySelector('label[for="contact-form-contact"]')?.textContent).toBe(`${label} *`);
      expect(doc.querySelector('footer [data-island="enquiry"][data-island-prefix="enquiry-footer-form-"]')).toBeNull();
    }
  });

  it('carries labels from the catalogues in the page language, never English in cn or bh', async () => {
    const [cn] = islands(await dom('cn/index.html'), 'enquiry-form');
    const [bh] = islands(await dom('bh/index.html'), 'enquiry-form');
    expect(cn?.props.labels).toMatchObject({ name: '姓名', email: '电邮', phone: '电话', loading: '正在发送…', errorPrefix: '错误：' });
    expect(bh?.props.labels).toMatchObject({
      name: 'Nama',
      email: 'E-mel',
      phone: 'Telefon',
      loading: 'Sedang menghantar…',
      errorPrefix: 'Ralat:',
    });
  });
});
