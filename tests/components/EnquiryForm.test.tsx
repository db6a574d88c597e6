// @vitest-environment happy-dom
/**
 * The notes beside the enquiry form, wherever it is placed: before it, that it is not for emergencies (995, with a
 * link that calls it); after it, what personal data the form takes, why, how long it is kept, and a link to the
 * privacy notice in the page's language.
 */
import { describe, expect, it } from 'vitest';
import { EnquiryForm } from '../../src/components/EnquiryForm.tsx';
import type { LocaleCode } from '../../src/i18n/locales.ts';
import { renderContext, renderWith } from '../helpers/render-context.tsx';

const EXPECTED = {
  en: {
    emergency: 'Not for emergencies: call 995 or go to the nearest A&E.',
    privacy:
      /^We use your name, e-mail, phone number and message only to answer your enquiry and arrange an appointment\. We keep them for up to 12 months after our last contact with you, unless they become part of your medical record\./,
    link: 'How we handle your personal data',
    href: '/privacy/',
  },
  cn: {
    emergency: '此表格不适用于紧急情况：请拨打995或前往最近的医院急诊部。',
    privacy: /^您的姓名、电邮、电话号码和留言只会用于回复您的咨询和安排预约。我们会在与您最后一次联络后保留这些资料最多12个月/,
    link: '我们如何处理您的个人资料',
    href: '/cn/privacy/',
  },
  bh: {
    emergency: 'Bukan untuk kecemasan: hubungi 995 atau pergi ke Jabatan Kecemasan (A&E) yang terdekat.',
    privacy:
      /^Kami menggunakan nama, e-mel, nombor telefon dan mesej anda hanya untuk menjawab pertanyaan anda dan mengatur temu janji\. Kami menyimpannya sehingga 12 bulan/,
    link: 'Cara kami mengendalikan data peribadi anda',
    href: '/bh/privacy/',
  },
} as const;

const text = (el: Element | null | undefined) => (el?.textContent ?? '').replace(/\s+/g, ' ').trim();

describe('the notes beside the enquiry form', () => {
  it.each(['en', 'cn', 'bh'] as const)(
    'in %s: not for emergencies before the form, personal data and the privacy link after it',
    async (locale: LocaleCode) => {
      document.body.innerHTML = renderWith(await renderContext('about-us', locale), <EnquiryForm idPrefix="test-form" />);
      const expected = EXPECTED[locale];
      const form = document.querySelector('form') as HTMLFormElement;
      const paragraphs = [...document.querySelectorAll('p')];
      const emergency = paragraphs.find((p) => text(p) === expected.emergency);
      const privacy = paragraphs.find((p) => expected.privacy.test(text(p)));
      expect(emergency, 'emergency line').toBeDefined();
      expect(privacy, 'personal-data notice').toBeDefined();
      // Beside the form: the emergency line comes before it, the notice after it.
      expect(emergency && emergency.compareDocumentPosition(form) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
      expect(privacy && privacy.compareDocumentPosition(form) & Node.DOCUMENT_POSITION_PRECEDING).toBeTruthy();
      expect(emergency?.querySelector('a')?.getAttribute('href')).toBe('tel:995');
      const link = [...(privacy?.querySelectorAll('a') ?? [])].find((a) => text(a) === expected.link);
      expect(link?.getAttribute('href')).toBe(expected.href);
    },
  );
});
