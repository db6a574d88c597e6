// @vitest-environment happy-dom
/**
 * When to get help, read as a patient on a phone meets it: every number the advice names is a tap-to-call link
 * from the data (care-lines.ts, the clinic facts), and the "Go to A&E now" level follows Singapore's lines on the
 * build's day: 1777 with its closing date while it runs, a taxi after it closes; 995 for a person who cannot walk
 * or sit; private ambulances; the public A&E list.
 */
import { describe, expect, it } from 'vitest';
import { UrgentCare } from '../../src/components/UrgentCare.tsx';
import type { RenderContext } from '../../src/components/context.ts';
import type { Level } from '../../src/model/warning-signs.ts';
import {
  EMERGENCY,
  NON_EMERGENCY_AMBULANCE,
  NURSE_FIRST,
  PRIVATE_AMBULANCES,
  PUBLIC_EMERGENCY_DEPARTMENTS,
} from '../../src/model/care-lines.ts';
import type { LocaleCode } from '../../src/i18n/locales.ts';
import { clinic } from '../../src/site/clinic.ts';
import { renderContext, renderWith } from '../helpers/render-context.tsx';

const signOf = (ctx: RenderContext, level: Level) => {
  const sign = Object.values(ctx.signs).find((s) => s.level === level);
  if (!sign) throw new Error(`the catalogue has no "${level}" sign`);
  return sign.id;
};

/** The block for one sign of each level, on `today`, as a DOM. */
async function block(locale: LocaleCode, today: string): Promise<HTMLElement> {
  const ctx = await renderContext('index', locale);
  const ids = (['call-995', 'a-and-e-now', 'today', 'specialist'] as const).map((level) => signOf(ctx, level));
  document.body.innerHTML = renderWith({ ...ctx, today }, <UrgentCare ids={ids} />);
  return document.body.querySelector('section') as HTMLElement;
}

const part = (section: HTMLElement, level: Level) => section.querySelector(`.urgent-care__part--${level}`) as HTMLElement;
const text = (element: Element | null) => (element?.textContent ?? '').replace(/\s+/g, ' ');
const calls = (element: Element) => [...element.querySelectorAll('a[href^="tel:"]')].map((a) => `${a.getAttribute('href')} ${text(a)}`);

describe('When to get help: numbers are tap-to-call links', () => {
  it.each(['en', 'cn', 'bh'] as const)(
    '995 in the heading and the advice, 1777, NurseFirst and the after-hours line (%s)',
    async (locale) => {
      const section = await block(locale, NON_EMERGENCY_AMBULANCE.lastDay);
      const dial = (line: { e164: string; display: string }) => `tel:${line.e164} ${line.display.replace(/\s+/g, ' ')}`;
      expect(calls(part(section, 'call-995').querySelector('h3') as Element)).toEqual([dial(EMERGENCY)]);
      expect(calls(part(section, 'call-995'))).toEqual([dial(EMERGENCY), dial(EMERGENCY)]);
      expect(calls(part(section, 'a-and-e-now'))).toEqual([dial(NON_EMERGENCY_AMBULANCE), dial(EMERGENCY)]);
      expect(calls(part(section, 'today'))).toEqual([dial(NURSE_FIRST), dial(clinic.phones.afterHours)]);
    },
  );

  it.each(['en', 'cn', 'bh'] as const)(
    'the A&E level links the public A&E list and the private ambulance operators (%s)',
    async (locale) => {
      const links = [...part(await block(locale, '2026-11-28'), 'a-and-e-now').querySelectorAll('a[href^="https:"]')];
      expect(links.map((a) => a.getAttribute('href'))).toEqual([PRIVATE_AMBULANCES.url, PUBLIC_EMERGENCY_DEPARTMENTS.url]);
    },
  );
});

describe('When to get help, at the "Go to A&E now" level', () => {
  it('tells a relative when to call 995 instead, and offers a private ambulance for a stretcher', async () => {
    const words = text(part(await block('en', '2026-11-28'), 'a-and-e-now'));
    expect(words).toContain('Call 995 instead if the person has hurt a leg, hip or back and cannot walk or sit up');
    expect(words).toContain('if a bone is showing through the skin');
    expect(words).toContain('Do not drive yourself');
    expect(words).toContain('private ambulance operators');
  });

  it('offers the non-emergency ambulance up to its last day, with the day it closes, in every language', async () => {
    for (const [locale, closes] of [
      ['en', 'the line closes at the end of 31 December 2026'],
      ['cn', '2026年12月31日之后停止服务'],
      ['bh', 'ditutup selepas 31 Disember 2026'],
    ] as const) {
      const words = text(part(await block(locale, NON_EMERGENCY_AMBULANCE.lastDay), 'a-and-e-now'));
      expect(words).toContain(NON_EMERGENCY_AMBULANCE.number);
      expect(words).toContain(closes);
    }
  });

  it('offers a taxi instead once the line has closed, in every language', async () => {
    for (const [locale, taxi] of [
      ['en', 'or take a taxi'],
      ['cn', '或乘搭德士'],
      ['bh', 'atau naik teksi'],
    ] as const) {
      const section = await block(locale, '2027-01-01');
      expect(text(part(section, 'a-and-e-now'))).toContain(taxi);
      expect(text(section)).not.toContain(NON_EMERGENCY_AMBULANCE.number);
    }
  });
});
