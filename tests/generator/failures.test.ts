import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { build, BuildError } from '../../src/generator/build.ts';
import { FIXED_PAGES } from '../../src/model/page-table.ts';
import { INTACT, previousOutputState, withMarkerOutput, type TempProject } from '../helpers/project.ts';
import { fixtureProject } from '../helpers/fixture.ts';

/**
 * Each broken input must fail the build with a message naming the file and the reason, and leave the previous
 * output exactly as it was.
 */
let project: TempProject;

beforeEach(async () => {
  project = await withMarkerOutput(await fixtureProject());
});

afterEach(() => project.dispose());

async function failure(env: Record<string, string> = {}, extra: Parameters<typeof build>[0] = { root: '' }): Promise<BuildError> {
  try {
    await build({ ...extra, root: project.root, outDir: project.out, env: { GTM_ID: '', ...env } });
  } catch (error) {
    if (error instanceof BuildError) return error;
    throw error;
  }
  throw new Error('the build succeeded');
}

async function expectPreviousOutputIntact() {
  expect(await previousOutputState(project)).toEqual(INTACT);
}

describe('a broken input fails the build and keeps the previous dist', () => {
  it('a catalogue missing a key that en has, and one with a key en lacks', async () => {
    await project.edit('locales/cn.json', (text) => {
      const messages = JSON.parse(text);
      delete messages['form.submit'];
      return JSON.stringify({ ...messages, 'form.extra': '多余' });
    });
    const error = await failure();
    expect(error.lines).toEqual([
      'locales/cn.json: form.submit: missing (the English catalogue has it)',
      expect.stringMatching(/^locales\/cn\.json:\d+: form\.extra: not in the English catalogue/),
    ]);
    await expectPreviousOutputIntact();
  });

  it('a message that does not parse', async () => {
    await project.edit('locales/bh.json', (text) => JSON.stringify({ ...JSON.parse(text), 'footer.copyright': '© {year' }));
    const error = await failure();
    expect(error.lines).toEqual([expect.stringMatching(/^locales\/bh\.json:\d+: footer\.copyright: is not a valid ICU message/)]);
    await expectPreviousOutputIntact();
  });

  it('invalid front matter, naming file and field', async () => {
    await project.edit('content/en/blog/ankle-sprain.md', (text) => text.replace(/^date: .*$/m, 'date: last spring'));
    await project.edit('content/en/services/knee.md', (text) => text.replace(/^title: .*$/m, 'title: [unclosed'));
    const error = await failure();
    expect(error.lines).toEqual([
      'content/en/blog/ankle-sprain.md:5: date: expected a date written as YYYY-MM-DD',
      expect.stringMatching(/^content\/en\/services\/knee\.md:\d+:\d+: front matter is not valid YAML/),
    ]);
    await expectPreviousOutputIntact();
  });

  it('a missing content file', async () => {
    await project.remove('content/bh/pages/thank-you.md');
    const error = await failure();
    expect(error.lines).toEqual(['content/bh/pages/thank-you.md: content file is missing (page "thank-you" in bh)']);
    await expectPreviousOutputIntact();
  });

  it('a link to a page that does not exist', async () => {
    await project.edit('content/en/pages/about-us.md', (text) => `${text}\n\nSee [our gallery](page:gallery).\n`);
    const error = await failure();
    expect(error.lines).toEqual([
      expect.stringMatching(/^content\/en\/pages\/about-us\.md:\d+: link to unknown page id "gallery" \(page:gallery\)$/),
    ]);
    await expectPreviousOutputIntact();
  });

  it('a page naming a warning sign the catalogue does not hold', async () => {
    await project.edit('content/en/blog/knee-pain.md', (text) => text.replace('  - limb-out-of-shape\n', '  - limb-out-of-shap\n'));
    const error = await failure();
    expect(error.lines).toEqual([
      expect.stringMatching(
        /^content\/en\/blog\/knee-pain\.md:\d+: warningSigns: names unknown warning sign "limb-out-of-shap" \(did you mean "limb-out-of-shape"\?\)/,
      ),
    ]);
    await expectPreviousOutputIntact();
  });

  it('a warning sign with a level that is not one of the four, or without a language', async () => {
    await project.edit('content/warning-signs.yml', (text) =>
      text.replace('level: today', 'level: urgent').replace(/\n {4}bh: sendi tiba-tiba.*\n/, '\n'),
    );
    const error = await failure();
    expect(error.lines).toEqual([
      expect.stringMatching(
        /^content\/warning-signs\.yml:\d+: signs\.calf-pain-after-surgery\.level: "urgent" is not a level; expected one of call-995, a-and-e-now, today, specialist$/,
      ),
      expect.stringMatching(
        /^content\/warning-signs\.yml:\d+: signs\.hot-joint-no-injury\.bh: is missing: every sign is written in en, cn, bh$/,
      ),
    ]);
    await expectPreviousOutputIntact();
  });

  it('two routes on one path', async () => {
    await project.write('content/en/pages/old-blog.md', '---\ntitle: Old\ndescription: Old blog\n---\nOld.\n');
    const fixedPages = [
      ...FIXED_PAGES,
      { id: 'old-blog', path: '/blog/', kind: 'page' as const, layout: 'default' as const, locales: ['en' as const] },
    ];
    const error = await failure({}, { root: '', fixedPages });
    expect(error.lines).toEqual([
      'content/en/pages/old-blog.md: two routes resolve to /blog/: blog___en (content/en/pages/blog.md) and old-blog___en (content/en/pages/old-blog.md)',
    ]);
    await expectPreviousOutputIntact();
  });

  it('an invalid tag-manager id', async () => {
    const error = await failure({ GTM_ID: 'UA-12345-6' });
    expect(error.lines).toEqual([
      'GTM_ID: Invalid tag-manager id "UA-12345-6": expected GTM- followed by letters or digits, such as GTM-AB12CD3',
    ]);
    await expectPreviousOutputIntact();
  });

  it('a SITE_URL with a path (a GitHub project page), which would leave every asset at the wrong address', async () => {
    const error = await failure({ SITE_URL: 'https://owner.github.io/clinic/' });
    expect(error.lines).toEqual([
      'SITE_URL: "https://owner.github.io/clinic" has a path (/clinic): the site must be served from the root of its address, ' +
        'since its pages, pictures and scripts are all linked from "/". Set SITE_URL to the origin alone (https://owner.github.io) ' +
        'and serve the site there: on GitHub Pages with a custom domain or the owner.github.io repository (docs/deploy.md, "GitHub Pages")',
    ]);
    await expectPreviousOutputIntact();
  });

  it('a SITE_URL with a query, and one that is only an origin with its slash', async () => {
    const error = await failure({ SITE_URL: 'https://clinic.example/?ref=x' });
    expect(error.lines).toEqual([expect.stringMatching(/^SITE_URL: "https:\/\/clinic\.example\/\?ref=x" has a query \(\?ref=x\): /)]);
    await expectPreviousOutputIntact();
    await build({ root: project.root, outDir: project.out, env: { GTM_ID: '', SITE_URL: 'https://owner.github.io/' } });
    expect(await readFile(path.join(project.out, 'index.html'), 'utf8')).toContain('href="https://owner.github.io/"');
  });

  it('reports every problem of one build together', async () => {
    await project.remove('content/cn/pages/services.md');
    await project.edit('locales/en.json', (text) => JSON.stringify({ ...JSON.parse(text), 'new.key': 'New' }));
    const error = await failure({ GTM_ID: 'GTM_bad' });
    expect(error.problems).toHaveLength(4);
    expect(error.message).toMatch(/^The build failed with 4 problems:/);
  });
});

describe('a good build', () => {
  it('replaces the previous output as a whole', async () => {
    await build({ root: project.root, outDir: project.out, env: { GTM_ID: '' } });
    const files = await readdir(project.out);
    expect(files).not.toContain('previous.txt');
    expect(files).toContain('index.html');
  });
});
