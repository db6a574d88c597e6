/** The A&E level's advice follows Singapore's lines on the build's day: 1777 while it runs, a taxi after it closes. */
import { describe, expect, it } from 'vitest';
import { UrgentCare } from '../../src/components/UrgentCare.tsx';
import { NON_EMERGENCY_AMBULANCE } from '../../src/model/care-lines.ts';
import { renderContext, renderWith } from '../helpers/render-context.tsx';

const anAAndESign = async () => {
  const ctx = await renderContext('index', 'en');
  const sign = Object.values(ctx.signs).find((s) => s.level === 'a-and-e-now');
  if (!sign) throw new Error('the catalogue has no "a-and-e-now" sign');
  return { ctx, id: sign.id };
};

describe('When to get help, at the "Go to A&E now" level', () => {
  it('offers the non-emergency ambulance up to its last day', async () => {
    const { ctx, id } = await anAAndESign();
    const html = renderWith({ ...ctx, today: NON_EMERGENCY_AMBULANCE.lastDay }, <UrgentCare ids={[id]} />);
    expect(html).toContain(`or call ${NON_EMERGENCY_AMBULANCE.number} for a non-emergency ambulance`);
  });

  it('offers a taxi instead once the line has closed, in every language', async () => {
    for (const [locale, taxi] of [
      ['en', 'or take a taxi'],
      ['cn', '或乘坐出租车'],
      ['bh', 'atau naik teksi'],
    ] as const) {
      const ctx = await renderContext('index', locale);
      const id = Object.values(ctx.signs).find((s) => s.level === 'a-and-e-now')?.id ?? '';
      const html = renderWith({ ...ctx, today: '2027-01-01' }, <UrgentCare ids={[id]} />);
      expect(html).toContain(taxi);
      expect(html).not.toContain(NON_EMERGENCY_AMBULANCE.number);
    }
  });
});
