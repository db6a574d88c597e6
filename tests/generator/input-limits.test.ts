/**
 * Limits as named problems, found before the expensive work: a content file over 1 MB, a body nested thousands
 * deep (quotes, lists, HTML elements) and a YAML alias bomb in the clinic facts or the warning-sign catalogue each
 * fail the build with the file and line, where they crashed it (stack overflow, heap exhaustion, a stack trace).
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parseSignCatalogue } from '../../src/generator/load/warning-signs.ts';
import { CLINIC_FILE, parseClinicFacts } from '../../src/site/clinic-schema.ts';
import { fixtureProject } from '../helpers/fixture.ts';
import { expectRefused } from '../helpers/previous-output.ts';
import { withMarkerOutput, type TempProject } from '../helpers/project.ts';

const ARTICLE = 'content/en/blog/knee-pain.md';
const BOMB = [
  'a: &a ["x", "x", "x", "x", "x", "x", "x", "x", "x"]',
  'b: &b [*a, *a, *a, *a, *a, *a, *a, *a, *a]',
  'c: &c [*b, *b, *b, *b, *b, *b, *b, *b, *b]',
  'd: [*c, *c, *c, *c, *c, *c, *c, *c, *c]',
];

describe('a YAML alias bomb', () => {
  it('in the clinic facts is a problem at the first alias', () => {
    expect(parseClinicFacts(BOMB.join('\n')).problems).toEqual([
      {
        file: CLINIC_FILE,
        line: 2,
        message: expect.stringMatching(/^its aliases \(\*name\) expand too far \(.*\); write the values out instead$/),
      },
    ]);
  });

  it('in the warning-sign catalogue is a problem at the first alias', () => {
    expect(parseSignCatalogue(BOMB.join('\n'), 'content/warning-signs.yml').problems).toEqual([
      { file: 'content/warning-signs.yml', line: 2, message: expect.stringMatching(/^its aliases \(\*name\) expand too far/) },
    ]);
  });
});

describe('a content file', () => {
  let project: TempProject;
  beforeEach(async () => {
    project = await withMarkerOutput(await fixtureProject());
  });
  afterEach(() => project.dispose());

  const withBody = (body: string) => project.edit(ARTICLE, (text) => `${text.slice(0, text.indexOf('\n---\n') + 5)}\n${body}\n`);
  const bodyStart = async () => (await project.read(ARTICLE)).split('\n').indexOf('---', 1) + 3;

  it('over 1 MB is refused by its size before it is parsed', async () => {
    await withBody('Rest the knee. '.repeat(80_000));
    await expectRefused(project, [
      /^content\/en\/blog\/knee-pain\.md: is 1,2\d\d,\d\d\d bytes; a content file may be at most 1,048,576 bytes \(1 MB\): split it into several pages$/,
    ]);
  });

  it.each([
    ['4,000 nested quotes', () => `${'>'.repeat(4000)} deep`, /nests 4000 quotes \(>\) deep; a page nests at most 40 levels: flatten it$/],
    [
      'a 2,000-deep list on one line',
      () => `${'- '.repeat(2000)}deep`,
      /nests lists 2000 levels deep; a page nests at most 40 levels: flatten it$/,
    ],
    [
      'a 500-deep list by indentation',
      () => Array.from({ length: 500 }, (_, i) => `${'  '.repeat(i)}- level ${i}`).join('\n'),
      /nests lists 41 levels deep; a page nests at most 40 levels: flatten it$/,
    ],
  ])('with %s is refused at its line', async (_, body, message) => {
    await withBody(`Intro.\n\n${body()}`);
    const start = await bodyStart();
    const line = body().includes('level 0') ? start + 2 + 40 : start + 2;
    await expectRefused(project, [new RegExp(`^content/en/blog/knee-pain\\.md:${line}: ${message.source.replace(/^\^/, '')}`)]);
  });

  it('with 5,000 nested <div> is refused', async () => {
    await withBody(`Intro.\n\n${'<div>'.repeat(5000)}x${'</div>'.repeat(5000)}`);
    await expectRefused(project, ['content/en/blog/knee-pain.md: body: nests HTML elements more than 40 deep; flatten it']);
  });
});
