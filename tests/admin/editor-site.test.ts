/**
 * What the build writes for the content editor, and the editor's check before a save, on the fixture site: the
 * check runs the build's own code on the file the editor is about to write, so a save it lets through is a file
 * the build accepts, and what it refuses is named as the build would name it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type EditedFile, EditorSite } from '../../src/admin/editor-site.ts';
import { readContentFile, writeContentFile } from '../../src/admin/file-format.ts';
import type { AdminSiteData } from '../../src/generator/admin/admin-files.ts';
import { adminContentSecurityPolicy } from '../../src/generator/host/admin-policy.ts';
import { headersFor, parseHeadersFile } from '../../src/generator/host/host-config.ts';
import { formatPolicy, intersectPolicies, parsePolicy } from '../../src/generator/host/policy-union.ts';
import { formatProblem } from '../../src/shared/problems.ts';
import { buildFixtureSite, type FixtureBuild } from '../helpers/fixture-build.ts';

let site: FixtureBuild;
let editor: EditorSite;
let article: EditedFile;

beforeAll(async () => {
  site = await buildFixtureSite();
  editor = new EditorSite(JSON.parse(await site.read('admin/site.json')) as AdminSiteData);
  const { body, ...data } = readContentFile(await site.project.read('content/en/blog/ankle-sprain.md'));
  article = {
    file: 'en/blog/wrist-pain.md',
    locale: 'en',
    data: { ...data, title: 'Wrist pain', description: 'Why a wrist hurts and when to see someone.' },
    body: String(body),
  };
});

afterAll(() => site?.dispose());

const check = async (file: EditedFile) => (await editor.check(file)).map(formatProblem);
const withData = (data: Record<string, unknown>, body = article.body): EditedFile => ({
  ...article,
  data: { ...article.data, ...data },
  body,
});

describe('what the build writes for the editor', () => {
  it('is a noindex page outside the sitemap, with its own policy and the site’s policy nowhere under /admin/', async () => {
    expect(site.files).toContain('admin/index.html');
    expect(site.files.some((f) => /^admin\/assets\/editor-[a-z0-9]+\.js$/.test(f))).toBe(true);
    const page = await site.dom('admin/index.html');
    expect(page.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex, nofollow');
    expect(page.querySelector('script[type="module"]')?.getAttribute('src')).toMatch(/^\/admin\/assets\/editor-/);
    expect(await site.read('sitemap.xml')).not.toContain('/admin/');

    const rules = parseHeadersFile(await site.read('_headers'));
    const policies = (sitePath: string) =>
      headersFor(rules, sitePath)
        .filter(([name]) => name === 'Content-Security-Policy')
        .map(([, value]) => value);
    const catchAll = rules.find((rule) => rule.pattern === '/*')?.headers.find(([name]) => name === 'Content-Security-Policy')?.[1];
    for (const sitePath of ['/admin/', '/admin/index.html', '/admin/site.json']) {
      // Its own policy and the catch-all of /*, which hosts join and which together enforce exactly its own.
      expect(policies(sitePath), sitePath).toEqual([adminContentSecurityPolicy(), catchAll]);
      expect(formatPolicy(intersectPolicies(policies(sitePath).map(parsePolicy))), sitePath).toBe(adminContentSecurityPolicy());
      expect(headersFor(rules, sitePath), sitePath).toContainEqual(['X-Robots-Tag', 'noindex, nofollow']);
    }
    expect(policies('/about-us/')[0]).not.toContain('unsafe-inline');
    expect(headersFor(rules, '/admin/assets/editor-x.js')).toContainEqual(['Cache-Control', 'public, max-age=31536000, immutable']);
  });

  it('keeps eval out of the editor’s policy, and names the local proxy only when npm run cms asks for it', () => {
    const policy = adminContentSecurityPolicy();
    expect(policy).toContain("script-src 'self';");
    expect(policy).not.toContain('eval');
    expect(policy).not.toContain('127.0.0.1');
    expect(adminContentSecurityPolicy({ localProxy: 'http://127.0.0.1:8081/api/v1' })).toContain(
      "connect-src 'self' blob: https://api.github.com http://127.0.0.1:8081;",
    );
  });
});

describe('the editor’s check before a save', () => {
  it('lets a new article through that the build accepts, and renders it with the site’s templates', async () => {
    expect(await check(article)).toEqual([]);
    const manifest = editor.manifestWith(article.file);
    const page = editor.page(article, manifest).page;
    if (!page) throw new Error('the article did not read');
    const { html, problems } = await editor.render(page, manifest);
    expect(problems).toEqual([]);
    expect(html).toMatch(/<h1[^>]*>Wrist pain<\/h1>/);
    expect(html).toContain('<html lang="en-SG"');
  });

  it('previews a Chinese page whose links lead to English-only pages’ reader copies', async () => {
    for (const name of ['index', 'services']) {
      const file = `cn/pages/${name}.md`;
      const { body, ...data } = readContentFile(await site.project.read(`content/${file}`));
      const edited: EditedFile = { file, locale: 'cn', data, body: String(body) };
      expect(await check(edited), file).toEqual([]);
      const manifest = editor.manifestWith(file);
      const page = editor.page(edited, manifest).page;
      if (!page) throw new Error(`${file} did not read`);
      const { html, problems } = await editor.render(page, manifest);
      expect(problems, file).toEqual([]);
      // As the build renders it (reader-copies.test.ts): the cn reader copy, not the English address.
      expect(html, file).toContain('href="/cn/blog/');
      expect(html, file).not.toMatch(/href="\/blog\/[a-z-]+\/"/);
    }
  });

  it('names each field the build would refuse, as the build names it', async () => {
    expect(await check(withData({ description: 'x'.repeat(161), reviewed: '2024-01-01' }))).toEqual([
      'content/en/blog/wrist-pain.md: description: expected at most 160 characters (it has 161)',
      'content/en/blog/wrist-pain.md: reviewed: is 2024-01-01, before date (2025-03-01); a page cannot be reviewed before it was first published',
    ]);
    expect(await check(withData({ nextReview: '2027-02-30' }))).toEqual([
      'content/en/blog/wrist-pain.md: nextReview: expected a real calendar date (2027-02-30 is not a day of the calendar)',
    ]);
  });

  it('refuses what only the whole site shows: a title another page has, an unknown related page, a missing picture', async () => {
    expect(await check(withData({ title: 'Ankle sprains' }))).toEqual([
      'content/en/blog/wrist-pain.md: title: is the same as in content/en/blog/ankle-sprain.md; give every page its own title',
    ]);
    expect(await check(withData({ related: ['blog-no-such-page'] }))).toEqual([
      'content/en/blog/wrist-pain.md: related: names unknown page id "blog-no-such-page"',
    ]);
    expect(await check(withData({ image: { src: '/images/missing.jpg', alt: 'A drawing of a wrist' } }))).toEqual([
      'content/en/blog/wrist-pain.md: image: points at /images/missing.jpg, which is not a file in public/',
    ]);
  });

  it('refuses text the build refuses: a second main heading, a link to no page, an unknown placeholder, a script', async () => {
    const problems = await check(
      withData({}, '# Wrist pain\n\nSee [this](page:no-such-page) and {{clinic.fax}}.\n\n<script>alert(1)</script>\n'),
    );
    // The copy rules (length, the closing note) are named too; these are the markdown's own problems.
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringContaining('content/en/blog/wrist-pain.md: text, line 3: unknown placeholder {{clinic.fax}}'),
        expect.stringContaining('content/en/blog/wrist-pain.md: text, line 1: "# Wrist pain" is a second main heading'),
        expect.stringContaining('content/en/blog/wrist-pain.md: text, line 3: link to unknown page id "no-such-page"'),
        expect.stringContaining('content/en/blog/wrist-pain.md: text, line 5: <script> is not allowed'),
      ]),
    );
    expect(problems).toEqual(expect.arrayContaining([expect.stringContaining('content/en/blog/wrist-pain.md: text, line 1: has ')]));
  });

  it('refuses a file name the build refuses, and a published page that names a draft', async () => {
    expect(await check({ ...article, file: 'en/blog/wrist_pain.md' })).toEqual([
      'content/en/blog/wrist_pain.md: file name must be a lowercase slug (letters, digits and single hyphens)',
    ]);
    const draft = withData({ draft: true });
    expect(await check(draft)).toEqual([]);
    // Once the draft is in the site, a published article may not name it: production builds leave the draft out.
    const data = editor.data;
    const sprain = data.metas.find(([name]) => name === 'blog-ankle-sprain___en')?.[1];
    const withDraft = new EditorSite({
      ...data,
      files: [...data.files, draft.file],
      metas: [
        ...data.metas,
        ['blog-wrist-pain___en', { ...(sprain as NonNullable<typeof sprain>), ...draft.data, draft: true, related: [] }],
      ],
    });
    const { body, ...knee } = readContentFile(await site.project.read('content/en/blog/knee-pain.md'));
    const problems = await withDraft.check({
      file: 'en/blog/knee-pain.md',
      locale: 'en',
      data: { ...knee, related: ['blog-wrist-pain'] },
      body: String(body),
    });
    expect(problems.map(formatProblem)).toEqual([
      expect.stringContaining('content/en/blog/knee-pain.md: related: names blog-wrist-pain, a draft'),
    ]);
  });

  it('writes a file that the build then reads as checked', async () => {
    const text = writeContentFile({ ...article.data, body: article.body }, Object.keys(article.data));
    expect(readContentFile(text)).toEqual({ ...article.data, body: `${article.body.trim()}\n` });
  });
});
