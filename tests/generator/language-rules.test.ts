/**
 * The rules in every language: a translated page names its source (a translation record), and a Chinese or Malay
 * page is held to the glossary, to sentences of a readable length, to no English left untranslated and to the
 * articles' structure, and a Chinese article's length is counted in Han characters; each problem names the file and
 * the line (fixture project, real build).
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mkdir } from 'node:fs/promises';
import { build } from '../../src/generator/build.ts';
import { createHash } from 'node:crypto';
import { parseGlossary } from '../../src/model/glossary.ts';
import { formatProblem } from '../../src/shared/problems.ts';
import { fixtureProject, type TempProject } from '../helpers/fixture.ts';
import { withMarkerOutput } from '../helpers/project.ts';
import { expectRefused } from '../helpers/previous-output.ts';

const ARTICLE = 'content/cn/services/knee.md';
const ENGLISH = 'content/en/services/knee.md';
/** About 110 Han characters of plain Chinese, in short sentences. */
const PARAGRAPH =
  '关节的大部分疼痛，休息几天就会慢慢好转。疼痛减轻后，请轻轻活动关节，以免关节变得僵硬。头两天可以用毛巾包着冷敷袋，敷在肿胀的地方。坐下时，请把疼痛的部位垫高。如果可以，每天走一点路；如果疼痛加重，就要停下来。请穿合脚的鞋子。';

let project: TempProject;

beforeEach(async () => {
  // A previous build's output (one marker file), which a refused build must leave as it was.
  project = await withMarkerOutput(await fixtureProject());
});
afterEach(() => project.dispose());

/** A Chinese translation of the fixture's knee article with `paragraphs` paragraphs of everyday care. */
async function writeArticle(paragraphs: number, extra = ''): Promise<void> {
  const english = await project.read(ENGLISH);
  const frontMatter = english
    .slice(0, english.indexOf('\n---\n'))
    .replace('title: Knee care', 'title: 膝盖护理')
    .replace('description: How the fixture clinic looks after knees.', 'description: 测试诊所如何照顾膝盖。')
    .replace('summary: Knee problems we see and treat.', 'summary: 我们诊治的膝盖问题。')
    .replace('alt: A drawing of a knee', 'alt: 膝关节的示意图，画出骨头和软骨')
    .replace('  - Most knee pain eases with rest and gentle exercise.', '  - 大部分膝盖疼痛，休息和轻度运动后会好转。')
    .replace('  - A hot, swollen joint with a fever needs care today.', '  - 关节又热又肿并伴有发烧，请在当天求医。');
  await mkdir(project.file('content/cn/services'), { recursive: true });
  // The English page's revision (the first 12 hex digits of the SHA-256 of its text), as a keeper records it.
  const revision = createHash('sha256').update(english).digest('hex').slice(0, 12);
  const record = `translation:\n  from: ${revision}\n  translated: 2026-11-28\n  translator: chua-mei-ling\n  reviewer: adrian-tan\n  secondReader: grace-lim\n  checked: 2026-11-28`;
  await project.write(
    ARTICLE,
    `${frontMatter}\n${record}\n---\n\n我们治疗膝盖受伤和磨损。\n\n## 治疗 {#treatments}\n\n先做运动锻炼，只在有帮助时才做手术。${extra}\n\n## 日常护理 {#everyday-care}\n\n${Array(paragraphs).fill(PARAGRAPH).join('\n\n')}\n\n## 关于本页 {#about-this-page}\n\n本页内容仅供一般参考，并非诊断。如想询问您自己的关节情况，请填写[咨询表格](#enquiry-form)。\n`,
  );
}

/** The line a page's body starts on: the one after the front matter's closing ---. */
async function bodyStart(file: string): Promise<number> {
  return (await project.read(file)).split('\n').indexOf('---', 1) + 2;
}

/** The line of a file that holds `text`, counted from 1. */
async function lineOf(file: string, text: string): Promise<number> {
  const index = (await project.read(file)).split('\n').findIndex((line) => line.includes(text));
  if (index < 0) throw new Error(`${file} has no line with ${text}`);
  return index + 1;
}

describe('a Chinese article', () => {
  it('builds when it keeps to the rules (the problems below are each its only one)', async () => {
    await writeArticle(8);
    const result = await build({ root: project.root, outDir: project.out, env: { GTM_ID: '' } });
    expect(result.pages).toBeGreaterThan(0);
  }, 60_000);

  it('is refused under the length rule counted in Han characters, at the line its body starts', async () => {
    await writeArticle(2);
    await expectRefused(project, [
      `${ARTICLE}:${await bodyStart(ARTICLE)}: body: has 266 Chinese characters of text; an article has 800 to 2,600 Chinese characters: write more, or make it part of a related article`,
    ]);
  }, 60_000);

  it('is refused with a glossary variant, naming the line and the word to use', async () => {
    await writeArticle(8, '跑步太多可能引起疲劳性骨折。');
    await expectRefused(project, [
      `${ARTICLE}:${await lineOf(ARTICLE, '疲劳性骨折')}: "疲劳性骨折": write "应力性骨折" (stress fracture; content/glossary.yml: a second name for the same injury)`,
    ]);
  }, 60_000);

  it('is refused with an English sentence left in it, at its line', async () => {
    await writeArticle(8, 'Rest the knee and keep it raised.');
    await expectRefused(project, [
      `${ARTICLE}:${await lineOf(ARTICLE, 'Rest the knee')}: "Rest the knee and keep it raised" is English left in the Chinese text: translate it (names, abbreviations and units the page may keep are listed under keep: in content/glossary.yml)`,
    ]);
  }, 60_000);

  it('is refused with a sentence too long to read, and without its closing words', async () => {
    await writeArticle(8, `${'膝盖'.repeat(40)}。`);
    await project.edit(ARTICLE, (text) => text.replace('仅供一般参考，', ''));
    await expectRefused(project, [
      `${ARTICLE}:${await lineOf(ARTICLE, '## 关于本页')}: body: the last section must say the article is general information, not a diagnosis, in these words: 仅供一般参考 and 并非诊断`,
      `${ARTICLE}:${await lineOf(ARTICLE, '膝盖膝盖')}: a sentence of 80 characters ("膝盖膝盖膝盖膝盖膝盖膝盖膝盖膝盖膝盖膝盖膝盖膝盖…"); keep each sentence to 70 characters or fewer: split it in two`,
    ]);
  }, 60_000);
});

describe('a Malay page and the catalogue', () => {
  it('are refused with an English sentence, a glossary variant in a key point and in a warning sign, each at its line', async () => {
    const page = 'content/bh/pages/about-us.md';
    await project.edit(page, (text) => text.replace(/\n---\n\n/, '\n---\n\nRest the knee and keep it raised.\n\n'));
    const catalogue = 'content/warning-signs.yml';
    const sign = (await project.read(catalogue)).split('\n').find((line) => line.startsWith('    bh: ')) ?? '';
    await project.edit(catalogue, (text) => text.replace(sign, `${sign} (terpelecok)`));
    await expectRefused(project, [
      new RegExp(
        `^${catalogue}:${await lineOf(catalogue, '(terpelecok)')}: signs\\.[a-z0-9-]+\\.bh: "terpelecok": write "terseliuh" \\(sprain; `,
      ),
      `${page}:${await lineOf(page, 'Rest the knee')}: "Rest the knee and keep it raised" is English left in the Malay text: translate it (names, abbreviations and units the page may keep are listed under keep: in content/glossary.yml)`,
    ]);
  }, 60_000);

  it('are refused with a glossary variant in a message of the interface, naming the catalogue and the message', async () => {
    const messages = 'locales/bh.json';
    const data = JSON.parse(await project.read(messages)) as Record<string, string>;
    const [id, text] = Object.entries(data).find(([, words]) => words.length > 20) ?? [];
    if (!id || !text) throw new Error(`${messages} has no message to change`);
    await project.write(messages, JSON.stringify({ ...data, [id]: `${text} Jika kaki terpelecok, rehatkan.` }, null, 2));
    await expectRefused(project, [new RegExp(`^${messages}: ${id.replace(/\./g, '\\.')}: "terpelecok": write "terseliuh" \\(sprain; `)]);
  }, 60_000);
});

describe('a translated page without its record', () => {
  it('is refused, naming the file, the field and what to record', async () => {
    await project.edit('content/bh/pages/about-us.md', (text) => text.replace(/translation:\n(?: {2}.*\n)+/, ''));
    await expectRefused(project, [
      'content/bh/pages/about-us.md:1: translation: is missing: a translated page records the English page it was made from (content/en/pages/about-us.md), its revision (the translation-revision npm script prints it), translator, bilingual reviewer and second reader (docs/translations.md)',
    ]);
  }, 60_000);
});

describe('the glossary file', () => {
  it('names a term without its Malay word, and a word both used and avoided, at their lines', () => {
    const file = 'content/glossary.yml';
    const text = [
      'keep: []',
      'terms:',
      '  - concept: sprain',
      '    en: sprain',
      '    cn: 扭伤',
      '  - concept: knee',
      '    en: knee',
      '    cn: 膝盖',
      '    bh: lutut',
      '    avoid:',
      '      - { in: cn, word: 膝盖, why: testing }',
    ].join('\n');
    expect(parseGlossary(text, file).problems.map(formatProblem)).toEqual([
      `${file}:3:5: terms.0.bh: is missing: expected a text of at most 80 characters`,
    ]);
    expect(parseGlossary(text.replace('    cn: 扭伤', '    cn: 扭伤\n    bh: terseliuh'), file).problems.map(formatProblem)).toEqual([
      `${file}:12:25: terms.1.avoid.0.word: "膝盖" is the word of the concept "knee"; a word cannot be both used and avoided`,
    ]);
  });
});
