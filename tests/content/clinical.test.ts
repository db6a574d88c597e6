/**
 * The clinical pages of the real site, as patients read them: plain enough English, and on every one the
 * when-to-get-help block, who wrote and reviewed it, when, and what it draws on. Counts come from the content.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { loadSiteContent, type ContentPage, type SiteContent } from '../../scripts/lib/site-content.ts';
import { proseBlocks, readability } from '../../scripts/lib/readability.ts';
import { COLLECTIONS } from '../../src/model/page-table.ts';
import { ROOT } from '../helpers/project.ts';

let site: SiteContent;
let clinical: ContentPage[];

beforeAll(async () => {
  site = await loadSiteContent(ROOT);
  const clinicalCollections = new Set(COLLECTIONS.filter((c) => c.clinical).map((c) => c.name));
  clinical = site.pages.filter((p) => (p.route.collection && clinicalCollections.has(p.route.collection)) || p.route.kind === 'landing');
});

describe('plain English', () => {
  const articles = () => site.pages.filter((p) => p.route.locale === 'en' && p.route.kind === 'article');

  it('averages a Flesch-Kincaid grade of 7 or lower over the English articles', () => {
    const grades = articles().map((p) => readability(proseBlocks(p.html)).grade);
    expect(grades.length).toBeGreaterThan(0);
    expect(grades.reduce((sum, g) => sum + g, 0) / grades.length).toBeLessThanOrEqual(7);
  });

  it('has no English article above grade 9', () => {
    const hard = articles()
      .map((p) => ({ file: p.file, grade: readability(proseBlocks(p.html)).grade }))
      .filter((r) => r.grade > 9);
    expect(hard).toEqual([]);
  });
});

describe('every clinical page', () => {
  it('exists: every article and both landing pages in every locale', () => {
    expect(clinical.length).toBe(site.pages.filter((p) => p.route.kind === 'article' || p.route.kind === 'landing').length);
  });

  it('names its author and clinical reviewer and its review dates', () => {
    const missing = clinical.filter((p) => !p.meta.author || !p.meta.reviewer || !p.meta.reviewed || !p.meta.nextReview).map((p) => p.file);
    expect(missing).toEqual([]);
  });

  it('names its warning signs, from the catalogue, for the when-to-get-help block', () => {
    expect(clinical.filter((p) => !p.meta.warningSigns?.length).map((p) => p.file)).toEqual([]);
  });

  it('lists the public guidance it draws on', () => {
    expect(clinical.filter((p) => !p.meta.sources?.length).map((p) => p.file)).toEqual([]);
  });

  it('opens with key points when it is an article', () => {
    expect(clinical.filter((p) => p.route.kind === 'article' && !p.meta.keyPoints?.length).map((p) => p.file)).toEqual([]);
  });
});
