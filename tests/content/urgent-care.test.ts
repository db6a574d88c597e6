/**
 * When to get help, as patients read it on the built site in English, Chinese and Malay: each warning sign sits
 * under one level on every page, chest pain and breathlessness are always "call 995", the A&E level names the
 * non-emergency ambulance while its line runs, the same-day level names the route after an operation with the after-hours
 * number, and the block comes right after Key points. Read from the pages' headings and list items, the way a
 * person scans the block; the level headings come from the message catalogues, the number from the clinic facts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSiteContent, type ContentPage, type SiteContent } from '../../scripts/lib/checks/site-content.ts';
import { LOCALE_CODES, type LocaleCode } from '../../src/i18n/locales.ts';
import { clinic } from '../../src/site/clinic.ts';
import { EMERGENCY, NON_EMERGENCY_AMBULANCE, nonEmergencyAmbulance } from '../../src/model/care-lines.ts';
import { todayInSingapore } from '../../src/model/publication.ts';
import { ROOT } from '../helpers/project.ts';
import { fileOfPath, openRealBuild, type RealBuild } from './real-build.ts';
import { readCatalogues, type Catalogues } from './copy-checks.ts';

let site: RealBuild;
let content: SiteContent;
let catalogues: Catalogues;

beforeAll(async () => {
  [site, content, catalogues] = await Promise.all([openRealBuild(), loadSiteContent(ROOT), readCatalogues(ROOT)]);
});
afterAll(() => site?.dispose());

const text = (el: Element | null | undefined) => el?.textContent?.replace(/\s+/g, ' ').trim() ?? '';

/** The level headings of a locale, by level, as the catalogue words them. */
const headings = (locale: LocaleCode) => {
  // The 995 heading names the number through a placeholder (care-lines.ts), filled as the page shows it.
  const m = (id: string) => (catalogues[locale][id] ?? `(no ${id} in locales/${locale}.json)`).replace('{emergency}', EMERGENCY.display);
  return { call995: m('urgent.call995'), aAndE: m('urgent.aAndENow'), today: m('urgent.today'), specialist: m('urgent.specialist') };
};

/** Chest pain and breathlessness, as each language says them. */
const CHEST: Readonly<Record<LocaleCode, RegExp>> = {
  en: /chest pain|breathless|short of breath/i,
  cn: /胸口疼痛|呼吸困难/,
  bh: /sakit dada|sesak nafas/i,
};

interface Block {
  readonly page: ContentPage;
  readonly section: Element;
  /** Each level shown: its heading, its items and the rest of its words. */
  readonly levels: ReadonlyArray<{ heading: string; items: string[]; words: string; part: Element }>;
}

let blocks: Block[] = [];

beforeAll(async () => {
  const clinical = content.pages.filter((p) => p.meta.warningSigns?.length);
  blocks = await Promise.all(
    clinical.map(async (page) => {
      const doc = await site.doc(fileOfPath(page.route.path));
      const title = catalogues[page.route.locale]['urgent.title'];
      const section = [...doc.querySelectorAll('main section')].find((s) => text(s.querySelector('h2')) === title);
      if (!section) throw new Error(`${page.route.path}: no "${title}" section`);
      const levels = [...section.querySelectorAll('h3')].map((h3) => {
        const part = h3.parentElement as Element;
        return { heading: text(h3), items: [...part.querySelectorAll('li')].map(text), words: text(part), part };
      });
      return { page, section, levels };
    }),
  );
});

describe('when to get help, on the built site', () => {
  it('is on every clinical page in every language, right after Key points, with an id the key points link to', () => {
    const locales = new Set(blocks.map((b) => b.page.route.locale));
    expect([...locales].sort()).toEqual([...LOCALE_CODES].sort());
    expect(blocks.length).toBe(content.pages.filter((p) => p.route.kind === 'article' || p.route.kind === 'landing').length);
    const misplaced = blocks.filter(({ section }) => {
      const before = section.previousElementSibling;
      return section.id !== 'when-to-get-help' || !before?.matches('section') || !before.querySelector('h2');
    });
    expect(misplaced.map((b) => b.page.route.path)).toEqual([]);
    for (const { page, section } of blocks) {
      const keyPoints = section.previousElementSibling;
      expect(text(keyPoints?.querySelector('h2')), page.route.path).toBe(catalogues[page.route.locale]['article.keyPoints']);
    }
    // The key points' own links (the box may also hold the article's folded "On this page").
    const links = blocks.flatMap(({ section }) => [...(section.previousElementSibling?.querySelectorAll(':scope > ul a') ?? [])]);
    expect(links.length).toBeGreaterThan(10);
    expect(new Set(links.map((a) => a.getAttribute('href')))).toEqual(new Set(['#when-to-get-help']));
  });

  it('shows the levels most urgent first, each once, with the words of the catalogue', () => {
    for (const { page, levels } of blocks) {
      const order = Object.values(headings(page.route.locale));
      const shown = levels.map((l) => l.heading);
      expect(
        shown.every((h) => order.includes(h)),
        page.route.path,
      ).toBe(true);
      expect(shown, page.route.path).toEqual(order.filter((h) => shown.includes(h)));
    }
  });

  it('gives each warning sign one level everywhere, in every language', () => {
    const levelsOf = new Map<string, Set<string>>();
    for (const { page, levels } of blocks) {
      for (const level of levels) {
        for (const item of level.items) {
          const key = `${page.route.locale}: ${item}`;
          levelsOf.set(key, (levelsOf.get(key) ?? new Set()).add(level.heading));
        }
      }
    }
    expect(levelsOf.size).toBeGreaterThan(50);
    const twice = [...levelsOf].filter(([, set]) => set.size > 1).map(([sign, set]) => `${sign} → ${[...set].join(' | ')}`);
    expect(twice).toEqual([]);
  });

  it('always says "call 995" for chest pain and breathlessness, and nowhere says "call 995 or go to A&E"', () => {
    const wrong: string[] = [];
    let seen = 0;
    for (const { page, levels } of blocks) {
      const { locale } = page.route;
      for (const level of levels) {
        for (const item of level.items.filter((i) => CHEST[locale].test(i))) {
          seen++;
          if (level.heading !== headings(locale).call995) wrong.push(`${page.route.path}: "${item}" under "${level.heading}"`);
        }
      }
      // The key points say the same: chest pain or breathlessness goes with 995.
      for (const point of page.meta.keyPoints ?? [])
        if (CHEST[locale].test(point) && !point.includes('995')) wrong.push(`${page.route.path}: key point "${point}"`);
    }
    expect(seen).toBeGreaterThan(20);
    expect(wrong).toEqual([]);
    const runTogether = blocks.filter(({ section }) => /995 or go to A&E|995或前往急诊|995 atau pergi ke/.test(text(section)));
    expect(runTogether.map((b) => b.page.route.path)).toEqual([]);
  });

  it('names the non-emergency ambulance at the A&E level while it runs and, at the same-day level, the clinic or surgeon first with the after-hours number', () => {
    // The line the build's day offers (1777 until it closes); afterwards the level offers a taxi instead.
    const ambulance = nonEmergencyAmbulance(todayInSingapore());
    const problems: string[] = [];
    const phone = clinic.phones.afterHours;
    let aAndE = 0;
    let today = 0;
    for (const { page, levels } of blocks) {
      const h = headings(page.route.locale);
      for (const level of levels) {
        if (level.heading === h.aAndE) {
          aAndE++;
          if (ambulance && !level.words.includes(ambulance)) problems.push(`${page.route.path}: no ${ambulance} under "${level.heading}"`);
          if (!ambulance && level.words.includes(NON_EMERGENCY_AMBULANCE.number))
            problems.push(`${page.route.path}: names the closed ${NON_EMERGENCY_AMBULANCE.number} line under "${level.heading}"`);
        }
        if (level.heading === h.today) {
          today++;
          const call = [...level.part.querySelectorAll('a')].find((a) => a.getAttribute('href') === `tel:${phone.e164}`);
          if (text(call) !== phone.display.replace(/\s+/g, ' '))
            problems.push(`${page.route.path}: no after-hours number under "${level.heading}"`);
        }
      }
    }
    expect(aAndE).toBeGreaterThan(20);
    expect(today).toBeGreaterThan(20);
    expect(problems).toEqual([]);
  });

  it('puts a painful, swollen calf (a possible clot in the leg) at the same-day level, beside the after-surgery route', () => {
    const CALF: Readonly<Record<LocaleCode, RegExp>> = { en: /calf/i, cn: /小腿/, bh: /betis/i };
    const wrong: string[] = [];
    let seen = 0;
    for (const { page, levels } of blocks) {
      for (const level of levels) {
        for (const item of level.items.filter((i) => CALF[page.route.locale].test(i))) {
          seen++;
          if (level.heading !== headings(page.route.locale).today) wrong.push(`${page.route.path}: "${item}" under "${level.heading}"`);
        }
      }
    }
    expect(seen).toBeGreaterThan(10);
    expect(wrong).toEqual([]);
  });
});
