import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Window } from 'happy-dom';
import { build } from '../../src/build/build.ts';
import type { EnquiryFormIslandProps } from '../../src/islands/EnquiryFormIsland.tsx';
import { ROOT } from '../helpers/project.ts';

/** The enquiry form as the build places it: in which blocks, with which props, per page and locale. */
const SITE = 'https://clinic.test';
const FORMS = 'http://127.0.0.1:4310';
let out: string;

beforeAll(async () => {
  out = await mkdtemp(path.join(tmpdir(), 'clinic-form-build-'));
  await build({ root: ROOT, outDir: path.join(out, 'dist'), env: { SITE_URL: SITE, FORM_SERVICE_URL: FORMS, GTM_ID: '' } });
});

afterAll(() => rm(out, { recursive: true, force: true }));

async function dom(file: string): Promise<Document> {
  const window = new Window({ url: `${SITE}/` });
  window.document.write(await readFile(path.join(out, 'dist', file), 'utf8'));
  return window.document as unknown as Document;
}

function islands(doc: Document, block: string) {
  return [...doc.querySelectorAll<HTMLElement>(`#${block} [data-island="enquiry"]`)].map((element) => ({
    load: element.dataset.load,
    props: JSON.parse(element.dataset.props ?? '') as EnquiryFormIslandProps,
    form: element.querySelector('form') as HTMLFormElement,
  }));
}

describe('the enquiry form in the built pages', () => {
  it('sits in the footer block #enquiry-form of every default-layout page, hydrating when visible or used', async () => {
    for (const [file, locale, pagePath, thankYou, submit] of [
      ['about-us/index.html', 'en', '/about-us/', '/thank-you/', 'Send enquiry'],
      ['cn/about-us/index.html', 'cn', '/cn/about-us/', '/cn/thank-you/', '提交咨询'],
      ['bh/services/index.html', 'bh', '/bh/services/', '/bh/thank-you/', 'Hantar pertanyaan'],
      ['blog/common-dance-injuries/index.html', 'en', '/blog/common-dance-injuries/', '/thank-you/', 'Send enquiry'],
    ] as const) {
      const [footer] = islands(await dom(file), 'enquiry-form');
      expect(footer?.load).toBe('visible');
      expect(footer?.props).toMatchObject({ idPrefix: 'footer-form', formId: 'harbourview-enquiry', serviceUrl: FORMS, locale, thankYouPath: thankYou });
      // The footer is rendered once and reused: each page still sends its own address, in the markup and the props.
      expect(footer?.props.xOrigin).toBe(`${SITE}${pagePath}`);
      expect((footer?.form.elements.namedItem('x_origin') as HTMLInputElement).value).toBe(`${SITE}${pagePath}`);
      expect(footer?.form.getAttribute('action')).toBe(`${FORMS}/api/harbourview-enquiry?locale=${locale}`);
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
    expect(bh?.props.labels).toMatchObject({ name: 'Nama', email: 'E-mel', phone: 'Telefon', loading: 'Sedang menghantar…', errorPrefix: 'Ralat:' });
  });
});
