import { beforeEach, describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, chown, mkdir, mkdtemp, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { build } from '../../src/generator/build.ts';
import { GENERATOR_SCRIPTS, scriptHash } from '../../src/generator/host/csp.ts';
import { ROOT } from '../helpers/project.ts';
import type { TempProject } from '../helpers/fixture.ts';
import { expectRefused as expectRefusedIn, snapshot, withPreviousOutput } from '../helpers/previous-output.ts';

/**
 * Content is untrusted input: whoever can change content/, locales/ or public/ (an editor in the browser, a
 * contributor) must not be able to run code during a build or ship a script to visitors, and every ordinary
 * mistake must come back as a named problem. Each case edits one file of the small fixture site; the build must
 * fail naming the file, and leave the previous output exactly as it was, byte for byte.
 */

// Every case edits a copy of the fixture whose output is one good build (previous-output.ts).
const previous = withPreviousOutput();
let project: TempProject;

beforeEach(() => {
  project = previous.project();
});

/** Builds, expects a BuildError whose lines match `expected` in order, and the previous output untouched. */
const expectRefused = (expected: ReadonlyArray<string | RegExp>, options: { content?: string } = {}) =>
  expectRefusedIn(project, expected, options);

const ARTICLE = 'content/en/blog/knee-pain.md';
const LINK_REFUSED =
  'is a link; links in content/ and public/ are refused, because a link can publish a file from elsewhere (such as .env or .git/config): put the file itself here';
// Before the article's closing section, which the copy rules want last (the general-information note).
const addToBody = (text: string) => project.edit(ARTICLE, (t) => t.replace('\n## About this page', `\n${text}\n\n## About this page`));
const setField = (field: string, value: string) =>
  project.edit(ARTICLE, (t) => t.replace(new RegExp(`^${field}: .*$`, 'm'), `${field}: ${value}`));

describe('content never executes', () => {
  it.each(['js', 'javascript', 'coffee', 'JS', 'json'])('refuses front matter marked ---%s, and its code never runs', async (language) => {
    const marker = path.join(project.root, 'ran.txt');
    const code = `{ title: (function () { require("fs").writeFileSync(${JSON.stringify(marker)}, "ran"); return "x"; })() }`;
    await project.edit(ARTICLE, (t) => t.replace(/^---\n/, `---${language}\n${code}\n---\n`));
    await expectRefused([
      `${ARTICLE}:1: front matter is marked as "${language}"; only YAML is read (start the file with a line of just ---)`,
    ]);
    expect(existsSync(marker)).toBe(false);
  });

  it('reads YAML without custom tags: !!js/function is a problem, not a function', async () => {
    await project.edit(ARTICLE, (t) => t.replace(/^title: .*$/m, 'title: !!js/function "function () { return 1 }"'));
    await expectRefused([/^content\/en\/blog\/knee-pain\.md:2:8: front matter is not valid YAML: Unresolved tag/]);
  });

  it('stops an alias bomb instead of expanding it', async () => {
    const bomb = [
      'a: &a ["x","x","x","x","x","x","x","x","x"]',
      ...'bcdefgh'.split('').map((k, i) => `${k}: &${k} [${Array(9).fill(`*${'abcdefg'[i]}`).join(',')}]`),
    ];
    await project.edit(ARTICLE, (t) => t.replace(/^---\n/, `---\n${bomb.join('\n')}\n`));
    await expectRefused([/^content\/en\/blog\/knee-pain\.md:1: front matter cannot be read: Excessive alias count/]);
  });
});

describe('content ships no script', () => {
  const dangerous: ReadonlyArray<readonly [string, string, readonly RegExp[]]> = [
    ['a script block', '<script>document.title = "owned"</script>', [/<script> is not allowed in content/]],
    ['an upper-case script', '<SCRIPT>alert(1)</SCRIPT>', [/<script> is not allowed in content/]],
    ['an event handler', '<img src="/images/knee.svg" alt="" onerror="alert(1)">', [/the attribute onerror on <img> is not allowed/]],
    ['a javascript: link', '[click](javascript:alert(1))', [/link javascript:alert\(1\): links may go to/]],
    ['a data: link', '<a href="data:text/html,<b>x</b>">x</a>', [/href="data:text\/html,<b>x<\/b>": links may go to/]],
    ['a frame', '<iframe src="https://evil.example/"></iframe>', [/<iframe> is not allowed/]],
    ['a style block', '<style>body { display: none }</style>', [/<style> is not allowed/]],
    ['a base element', '<base href="https://evil.example/">', [/<base> is not allowed/]],
    ['a foreign form', '<form action="https://evil.example/collect">Your card</form>', [/<form> is not allowed/]],
    ['an object', '<object data="/x.swf"></object>', [/<object> is not allowed/]],
    ['an svg with a script inside', '<svg><script>alert(1)</script></svg>', [/<svg> is not allowed/, /<script> is not allowed/]],
  ];

  it.each(dangerous)('refuses %s in markdown, naming file and line', async (_, html, messages) => {
    await addToBody(`Some text.\n\n${html}`);
    const error = await expectRefused(messages.map((m) => inArticle(m)));
    expect(error.problems[0]?.line).toBeGreaterThan(1);
    expect(scriptSources(await readFile(path.join(project.out, '_headers'), 'utf8'))).toEqual(ALLOWED_SCRIPT_SOURCES);
  });

  const inHeading: ReadonlyArray<readonly [string, string, readonly RegExp[]]> = [
    ['a script', '<script>alert(1)</script>', [/<script> is not allowed in content/]],
    ['an event handler', '<span onmouseover="alert(1)">x</span>', [/the attribute onmouseover on <span> is not allowed/]],
    ['a link of any kind', '<a href="javascript:alert(1)">x</a>', [/<a> is not allowed in content \(a heading may use/]],
    ['a picture', '<img src="/images/knee.svg" alt="">', [/<img> is not allowed in content \(a heading may use/]],
    ['a style block', '<style>h1 { display: none }</style>', [/<style> is not allowed/]],
    ['an svg with a script inside', '<svg><script>alert(1)</script></svg>', [/<svg> is not allowed/, /<script> is not allowed/]],
  ];

  it.each(inHeading)('refuses %s in the heading field', async (_, html, messages) => {
    await project.edit(ARTICLE, (t) => t.replace(/^title: (.*)$/m, (line) => `${line}\nheading: ${JSON.stringify(`Knee ${html}`)}`));
    await expectRefused(messages.map((m) => inArticle(m, 'heading: ')));
  });

  it('prints a title with markup as text: it is never HTML', async () => {
    await project.edit(ARTICLE, (t) => t.replace(/^title: .*$/m, 'title: "Knee pain <script>alert(1)</script>"'));
    await build({ root: project.root, outDir: project.out, env: { GTM_ID: '' } });
    const html = await readFile(path.join(project.out, 'blog/knee-pain/index.html'), 'utf8');
    expect(html).toContain('Knee pain &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).not.toContain('<script>alert(1)');
  });

  it('allows the inline markup a heading needs, and the HTML the content guide lists', async () => {
    await project.edit(ARTICLE, (t) => t.replace(/^title: (.*)$/m, (line) => `${line}\nheading: "Knee pain, <em>explained</em>"`));
    await addToBody(
      '<details><summary>Words we use</summary>\n\nThe <abbr title="anterior cruciate ligament">ACL</abbr> steadies the knee.\n\n</details>',
    );
    await build({ root: project.root, outDir: project.out, env: { GTM_ID: '' } });
    const html = await readFile(path.join(project.out, 'blog/knee-pain/index.html'), 'utf8');
    expect(html).toContain('Knee pain, <em>explained</em>');
    expect(html).toContain('<abbr title="anterior cruciate ligament">ACL</abbr>');
  });

  it('writes no script the generator did not write, and hashes no other into the policy', async () => {
    await build({ root: project.root, outDir: project.out, env: { GTM_ID: '' } });
    const files = (await readdir(project.out, { recursive: true })).filter((f) => f.endsWith('.html'));
    for (const file of files) {
      const html = await readFile(path.join(project.out, file), 'utf8');
      for (const [, attrs = '', body = ''] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
        if (/type="application\/(ld\+)?json"/.test(attrs) || /^ type="module" src="\/(admin\/)?assets\/[^"]+"$/.test(attrs)) continue;
        expect(GENERATOR_SCRIPTS, `${file}: <script${attrs}>`).toContain(body);
      }
    }
    for (const source of scriptSources(await readFile(path.join(project.out, '_headers'), 'utf8'))) {
      expect(ALLOWED_SCRIPT_SOURCES).toContain(source);
    }
  });
});

/** What the policy may allow scripts from: the site itself, and the generator's own inline scripts by hash. */
const ALLOWED_SCRIPT_SOURCES = ["'self'", ...GENERATOR_SCRIPTS.map(scriptHash)].sort();

/** The script-src sources of a built `_headers` file, sorted. */
function scriptSources(headers: string): string[] {
  return (/script-src ([^;\n]*)/.exec(headers)?.[1] ?? '').split(' ').filter(Boolean).sort();
}

/** A problem line of the article, with a line number (and the field, for a field's problem). */
function inArticle(message: RegExp, field = ''): RegExp {
  return new RegExp(`^content/en/blog/knee-pain\\.md:\\d+: ${field}${message.source}`);
}

describe('every editor mistake is a named problem', () => {
  it('a date that is not a day of the calendar', async () => {
    await setField('date', '2026-02-30');
    await expectRefused([`${ARTICLE}:5: date: expected a real calendar date (2026-02-30 is not a day of the calendar)`]);
  });

  it('a review dated before the article was first published', async () => {
    await setField('date', '2026-03-01');
    await setField('reviewed', '2026-01-15');
    await expectRefused([
      `${ARTICLE}:6: reviewed: is 2026-01-15, before date (2026-03-01); a page cannot be reviewed before it was first published`,
    ]);
  });

  it('a page: link whose #anchor is not a heading of the target page, in the target locale', async () => {
    await addToBody('See [foot and ankle](page:services#foot-and-ankel).');
    await expectRefused([
      /^content\/en\/blog\/knee-pain\.md:\d+: link page:services#foot-and-ankel points at #foot-and-ankel, which is not an anchor of \/services\/ \(did you mean #foot-and-ankle/,
    ]);
  });

  it('an anchor on the page itself that does not exist', async () => {
    await addToBody('Jump to [the answer](#the-anser).');
    await expectRefused([
      /^content\/en\/blog\/knee-pain\.md:\d+: link #the-anser points at #the-anser, which is not an anchor of \/blog\/knee-pain\//,
    ]);
  });

  it('a second main heading in the body', async () => {
    await addToBody('# Another title');
    await expectRefused([/^content\/en\/blog\/knee-pain\.md:\d+: "# Another title" is a second main heading/]);
  });

  it("a heading id the page's own template uses", async () => {
    await addToBody('## Main points {#main}');
    await expectRefused([
      /^content\/en\/blog\/knee-pain\.md:\d+: heading id "main" is also used by the page around the text; choose another \{#id\}$/,
    ]);
  });

  it('a heading id used twice', async () => {
    await addToBody('## Causes {#causes}\n\n## More causes {#causes}');
    await expectRefused([/^content\/en\/blog\/knee-pain\.md:\d+: heading id "causes" is used twice/]);
  });

  it('accepts a JPEG, WebP or AVIF picture, with its size read from the file', async () => {
    // Outside images/uploads/: published without its metadata, at its own size (uploads: uploads.test.ts).
    const sof = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#ffffff' } })
      .jpeg()
      .toBuffer();
    await mkdir(project.file('public/images/photos'), { recursive: true });
    await writeFile(project.file('public/images/photos/knee.jpg'), sof);
    await project.edit(ARTICLE, (t) => t.replace(/src: .*$/m, 'src: /images/photos/knee.jpg'));
    await build({ root: project.root, outDir: project.out, env: { GTM_ID: '' } });
    const html = await readFile(path.join(project.out, 'blog/knee-pain/index.html'), 'utf8');
    expect(html).toMatch(/<img[^>]*src="\/images\/photos\/knee\.jpg"[^>]*>/);
    expect(html).toMatch(
      /<img[^>]*(width="40"[^>]*height="30"|height="30"[^>]*width="40")[^>]*src="\/images\/photos\/knee\.jpg"|src="\/images\/photos\/knee\.jpg"[^>]*width="40"/,
    );
  });

  it('a picture in a format browsers may not show, saying which are accepted', async () => {
    await writeFile(project.file('public/images/knee.gif'), 'GIF89a');
    await project.edit(ARTICLE, (t) => t.replace(/src: .*$/m, 'src: /images/knee.gif'));
    await expectRefused([
      /^public\/images\/knee\.gif: "\.gif" files are not published; public\/ publishes only pictures/,
      /^content\/en\/blog\/knee-pain\.md:\d+: image: \/images\/knee\.gif: "\.gif" pictures are not accepted; use JPEG \(\.jpg, \.jpeg\), PNG, WebP, AVIF or SVG$/,
    ]);
  });

  it('a picture that is not a valid picture', async () => {
    await writeFile(project.file('public/images/broken.png'), 'not a png');
    await expectRefused([
      "public/images/broken.png: cannot read the picture's size (is it a valid picture? SVGs need width and height attributes or a viewBox)",
    ]);
  });

  it.each(['Knee-Pain.MD', 'knee-care.markdown'])('a markdown file named %s', async (name) => {
    await project.write(`content/en/blog/${name}`, await project.read(ARTICLE));
    await expectRefused([
      `content/en/blog/${name}: markdown files must end in .md (lower case): rename it to ${name.replace(/\.(MD|markdown)$/, '.md')}`,
    ]);
  });

  it('a file in a content folder that is not markdown', async () => {
    await project.write('content/en/blog/photo.jpg', 'x');
    await expectRefused(['content/en/blog/photo.jpg: is not a content file: pages are .md files; pictures and other files go in public/']);
  });

  it('refuses a content link even to a file inside the project: a link can publish a file from elsewhere', async () => {
    await mkdir(project.file('drafts'));
    await project.write('drafts/shared.md', await project.read(ARTICLE));
    await symlink(project.file('drafts/shared.md'), project.file('content/en/blog/shared.md'));
    await expectRefused([`content/en/blog/shared.md: ${LINK_REFUSED}`]);
  });

  it('refuses a content link that leads out of the project', async () => {
    const outside = await mkdtemp(path.join(tmpdir(), 'outside-'));
    try {
      await writeFile(path.join(outside, 'secret.md'), await project.read(ARTICLE));
      await symlink(path.join(outside, 'secret.md'), project.file('content/en/blog/secret.md'));
      await expectRefused([`content/en/blog/secret.md: ${LINK_REFUSED}`]);
    } finally {
      await rm(outside, { recursive: true, force: true });
    }
  });

  it('refuses a public file that links out of the project, so it is never published', async () => {
    await symlink('/etc/passwd', project.file('public/leak.txt'));
    await expectRefused([`public/leak.txt: ${LINK_REFUSED}`]);
  });

  it('a file that is not UTF-8 text', async () => {
    const bytes = Buffer.concat([
      Buffer.from(await project.read(ARTICLE)),
      Buffer.from('\nCaf'),
      Buffer.from([0xe9]),
      Buffer.from(' au lait\n'),
    ]);
    await writeFile(project.file(ARTICLE), bytes);
    await expectRefused([/^content\/en\/blog\/knee-pain\.md:\d+: is not valid UTF-8 text \(byte \d+\); save it again as UTF-8$/]);
  });

  it('a --content folder that does not exist', async () => {
    await expectRefused(['nope: folder does not exist'], { content: 'nope' });
  });

  it('reports every problem of one build together', async () => {
    await setField('date', '2026-02-30');
    await project.edit('content/en/pages/about-us.md', (t) => t.replace(/^description: .*$/m, ''));
    const error = await expectRefused([
      /^content\/en\/pages\/about-us\.md: description: is missing/,
      /^content\/en\/blog\/knee-pain\.md:5: date: expected a real calendar date/,
    ]);
    expect(error.message).toMatch(/^The build failed with 2 problems:/);
  });
});

describe('unreadable files and folders', () => {
  // Root reads any file whatever its mode, so when the tests run as root the build runs as an unprivileged user,
  // with a Node.js that user may run (one installed under /root, as npx installs Node 24, is out of its reach).
  const asUser = process.getuid?.() === 0 ? { uid: 65534, gid: 65534 } : {};
  const node = 'uid' in asUser && spawnSync(process.execPath, ['--version'], asUser).status !== 0 ? 'node' : process.execPath;

  /** Makes the project the build user's, breaks it, and runs `npm run build`'s entry in a child process. */
  async function buildAfter(breakIt: () => Promise<void>): Promise<{ status: number | null; stderr: string }> {
    if ('uid' in asUser) {
      await chmod(project.root, 0o755);
      const entries = await readdir(project.root, { recursive: true });
      await Promise.all([project.root, ...entries.map((e) => path.join(project.root, e))].map((f) => chown(f, 65534, 65534)));
    }
    await breakIt();
    const result = spawnSync(node, ['--import', import.meta.resolve('tsx'), path.join(ROOT, 'build.ts'), '--quiet'], {
      cwd: project.root,
      // tsx reads the project's tsconfig (the JSX runtime) from the working folder, which here is the test project.
      env: { ...process.env, PATH: '/usr/local/bin:/usr/bin:/bin', GTM_ID: '', TSX_TSCONFIG_PATH: path.join(ROOT, 'tsconfig.json') },
      encoding: 'utf8',
      ...asUser,
    });
    return { status: result.status, stderr: result.stderr };
  }

  it('an unreadable picture in public/ and an unreadable content folder are named, with no stack trace', async () => {
    const before = await snapshot(project.out);
    const { status, stderr } = await buildAfter(async () => {
      await chmod(project.file('public/images/knee.svg'), 0o000);
      await chmod(project.file('content/en/services'), 0o000);
    });
    expect(stderr).toMatch(/content\/en\/services\/: folder cannot be read \(EACCES/);
    expect(stderr).toMatch(/public\/images\/knee\.svg: cannot be read \(EACCES/);
    expect(stderr).not.toMatch(/\n\s+at /);
    expect(status).toBe(1);
    expect(await snapshot(project.out)).toEqual(before);
  });
});

describe('catalogues are checked like code', () => {
  const editCatalogue = (code: string, change: (messages: Record<string, string>) => Record<string, string>) =>
    project.edit(`locales/${code}.json`, (text) => `${JSON.stringify(change(JSON.parse(text)), null, 2)}\n`);

  it('a translation whose placeholder differs from the English one', async () => {
    const en = JSON.parse(await project.read('locales/en.json')) as Record<string, string>;
    const [key] = Object.entries(en).find(([, m]) => /\{\w+\}/.test(m) && !/plural|select/.test(m)) ?? [];
    const placeholder = /\{(\w+)\}/.exec(en[key as string] ?? '')?.[1] as string;
    await editCatalogue('cn', (m) => ({
      ...m,
      [key as string]: (m[key as string] as string).replace(`{${placeholder}}`, `{${placeholder.slice(0, -1)}}`),
    }));
    await expectRefused([
      new RegExp(
        `^locales/cn\\.json:\\d+: ${escapeRegExp(key as string)}: \\{${placeholder.slice(0, -1)}\\} is not in the English message`,
      ),
      new RegExp(
        `^locales/cn\\.json:\\d+: ${escapeRegExp(key as string)}: \\{${placeholder}\\} is missing \\(the English message has it\\)$`,
      ),
    ]);
  });

  it('a key written twice', async () => {
    await project.edit('locales/bh.json', (text) =>
      text.replace(/^\{\n(\s*)("[^"]+": "[^"]*"),/, (_, indent: string, pair: string) => `{\n${indent}${pair},\n${indent}${pair},`),
    );
    await expectRefused([/^locales\/bh\.json:3:3: [\w.]+: this key is written twice; JSON keeps only the last, so keep one$/]);
  });

  it('a JSON syntax error, with line and column', async () => {
    await project.edit('locales/en.json', (text) => text.replace(/",\n/, '"\n'));
    await expectRefused([/^locales\/en\.json:3:\d+: is not valid JSON: /]);
  });

  it('a message the templates use that no catalogue has', async () => {
    const id = 'form.submit';
    for (const code of ['en', 'cn', 'bh']) await editCatalogue(code, ({ [id]: _, ...rest }) => rest);
    await expectRefused([`locales/en.json: ${id}: is used by the site's templates but is in no catalogue: add it to every catalogue`]);
  });
});

describe('hand-written host rules are kept', () => {
  it('merges public/_redirects before the generated not-found rules, and public/_headers after the security headers', async () => {
    await project.write('public/_redirects', '# A renamed page\n/old-knee-page/  /blog/knee-pain/  301\n');
    await project.write('public/_headers', '/downloads/*\n  Content-Disposition: attachment\n');
    await build({ root: project.root, outDir: project.out, env: { GTM_ID: '' } });
    const redirects = (await readFile(path.join(project.out, '_redirects'), 'utf8')).split('\n').filter((l) => l && !l.startsWith('#'));
    expect(redirects[0]).toBe('/old-knee-page/  /blog/knee-pain/  301');
    expect(redirects.at(-1)).toBe('/*  /404.html  404');
    const headers = await readFile(path.join(project.out, '_headers'), 'utf8');
    expect(headers.indexOf('Content-Security-Policy')).toBeLessThan(headers.indexOf('/downloads/*'));
    expect(headers).toContain('/downloads/*\n  Content-Disposition: attachment\n');
  });

  it('refuses a hand-written security header, a malformed redirect and a redirect a page would shadow', async () => {
    await project.write('public/_headers', '/*\n  X-Frame-Options: SAMEORIGIN\n');
    await project.write('public/_redirects', '/old/\n/about-us/  /contact-us/  301\n');
    await expectRefused([
      'public/_headers:2: X-Frame-Options: is set by the build for every page (src/generator/host/host-config.ts); a second value would be joined with it and weaken it',
      'public/_redirects:1: "/old/" is not a redirect: write "/old-path/ /new-path/ 301"',
      'public/_redirects:2: /about-us/ is a page of the site, so hosts would never apply this redirect (remove the rule, or write 301! to force it)',
    ]);
  });

  it('refuses a header outside the allow-list, a rewrite to another host and the editor sent off the site', async () => {
    await project.write('public/_headers', '/fonts/*\n  Service-Worker-Allowed: /\n/thank-you/*\n  Clear-Site-Data: "storage"\n');
    await project.write('public/_redirects', '/news/*  https://evil.example/:splat  200\n/admin/*  https://evil.example/  301!\n');
    await expectRefused([
      /^public\/_headers:2: Service-Worker-Allowed: is not a header a hand-written rule may set; only cache-control, /,
      /^public\/_headers:4: Clear-Site-Data: is not a header a hand-written rule may set; /,
      /^public\/_redirects:1: a rewrite \(200\) to another host \(https:\/\/evil\.example\/:splat\) would serve that site /,
      /^public\/_redirects:2: \/admin\/\* covers the content editor \(\/admin\/\); it may not be sent to another host$/,
    ]);
  });
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
