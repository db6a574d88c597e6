import { beforeEach, describe, expect, it } from 'vitest';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { deflateSync, crc32 } from 'node:zlib';
import { build } from '../../src/generator/build.ts';
import type { TempProject } from '../helpers/fixture.ts';
import { expectRefused, withPreviousOutput } from '../helpers/previous-output.ts';

/**
 * The reproductions of the second round of "content is untrusted" (issue 23), on the fixture site: content that
 * passed a block-by-block check and ran or hid text in a browser, links a browser takes elsewhere, and the edges
 * of front matter and pictures. Each is refused, naming the file and line, and the previous output stays as it was.
 */
let project: TempProject;
const ARTICLE = 'content/en/blog/knee-pain.md';
const OTHER = 'content/en/blog/ankle-sprain.md';

const fixture = withPreviousOutput();
beforeEach(() => {
  project = fixture.project();
});

// Before the article's closing section, which the copy rules want last (the general-information note).
const addToBody = (text: string) => project.edit(ARTICLE, (t) => t.replace('\n## About this page', `\n${text}\n\n## About this page`));
/** The line of the article that `text` starts on, once it is written. */
const lineOf = async (text: string) => (await project.read(ARTICLE)).split(text)[0]?.split('\n').length;
const at = (line: number | undefined, message: string) => `${ARTICLE}:${line}: ${message}`;

describe('content HTML read as the browser reads the page', () => {
  it('refuses a quote left open at the end of a block, and the script a browser finds after it', async () => {
    await addToBody(`Intro.\n\n<div title="\n\n<p title='"><script/src=/images/uploads/x.js></script>'>z</p>`);
    const open = await lineOf('<div title="');
    const script = await lineOf('<p title=');
    await expectRefused(project, [
      new RegExp(`^${at(open, 'the tag <div title=" is left open')}`),
      new RegExp(`^${at(script, '<script> is not allowed in content')}`),
    ]);
  });

  it('refuses an event handler written without quotes', async () => {
    await addToBody('<img src=/images/knee.svg alt="" onload=alert(1)>');
    await expectRefused(project, [
      at(await lineOf('<img'), 'the attribute onload on <img> is not allowed (event handlers never run from content)'),
    ]);
  });

  it('refuses a comment left open, which would hide "When to get help"', async () => {
    await project.edit(ARTICLE, (t) => t.replace(/\n---\n/, '\n---\n\n<!-- note for the reviewer\n'));
    await expectRefused(project, [
      new RegExp(`^${at(await lineOf('<!--'), 'a comment is left open \\(<!-- note for the reviewer\\)')}`),
      // What the reader would see: nothing of the article, which the length rule names too.
      new RegExp(`^${ARTICLE}:\\d+: body: has 0 words of text`),
    ]);
  });

  it('refuses a heading that leaves a quote open', async () => {
    await project.edit(ARTICLE, (t) => t.replace(/^title: (.*)$/m, (line) => `${line}\nheading: "Dance <span title='"`));
    await expectRefused(project, [new RegExp(`^${at(await lineOf('heading:'), "heading: the tag <span title=' is left open")}`)]);
  });

  it.each([
    ['a markdown link', '[x](/\\evil.example/x)', '/\\evil'],
    ['a raw link', '<a href="\\\\evil.example/y">y</a>', '<a href'],
    ['a raw picture', '<img src="/\\evil.example/p.png" alt="">', '<img'],
  ])('refuses %s a browser would take to another site', async (_, text, start) => {
    await addToBody(text);
    await expectRefused(project, [
      new RegExp(`^${at(await lineOf(start), '.*which browsers read as / or drop, so it could lead to another site')}`),
    ]);
  });

  it('publishes the serialized tree: an element left open is closed inside the text', async () => {
    await addToBody('<div class="note">A note that is never closed.\n\n## After the note');
    await build({ root: project.root, outDir: project.out, env: { GTM_ID: '' } });
    const html = await readFile(path.join(project.out, 'blog/knee-pain/index.html'), 'utf8');
    // The note runs on to the end of the text (the closing section included) and is closed there, inside the text.
    expect(html).toMatch(/<h2 id="after-the-note">After the note<\/h2>\s*<h2 id="about-this-page">[\s\S]*?<\/p>\s*<\/div><\/div>/);
  });
});

describe('links to pages', () => {
  it('resolves a raw <a href="page:…"> like a markdown page: link', async () => {
    await addToBody('<p>Read <a href="page:about-us">about us</a>.</p>');
    await build({ root: project.root, outDir: project.out, env: { GTM_ID: '' } });
    expect(await readFile(path.join(project.out, 'blog/knee-pain/index.html'), 'utf8')).toContain('<a href="/about-us/">about us</a>');
  });

  it('refuses a link by path, markdown or raw, to a draft, naming both files', async () => {
    await project.edit(OTHER, (t) => t.replace(/^title: (.*)$/m, (line) => `${line}\ndraft: true`));
    await addToBody('See [sprains](/blog/ankle-sprain/).\n\nOr <a href="/blog/ankle-sprain">this</a>.');
    const draft = `blog-ankle-sprain, a draft (${OTHER}) that published builds leave out`;
    await expectRefused(project, [
      new RegExp(`^${at(await lineOf('See [sprains]'), `link /blog/ankle-sprain/ to ${draft.replace(/[()]/g, '\\$&')}`)}`),
      new RegExp(`^${at(await lineOf('Or <a'), `link /blog/ankle-sprain to ${draft.replace(/[()]/g, '\\$&')}`)}`),
      // A markdown link by path breaks the rule to link pages by id as well.
      `${at(await lineOf('See [sprains]'), 'link /blog/ankle-sprain/ is a hand-written path; link our pages by id, as [text](page:<id>)')}`,
    ]);
  });
});

describe('front matter and files', () => {
  it.each(['constructor', 'toString', '__proto__'])('refuses %s: as an unknown field', async (name) => {
    await project.edit(ARTICLE, (t) => t.replace(/^title: (.*)$/m, (line) => `${line}\n${name}: x`));
    await expectRefused(project, [new RegExp(`^${ARTICLE}:3: ${name}: is not a known field \\(known: `)]);
  });

  it('reads a file saved with CRLF line ends as LF: no carriage return in a message', async () => {
    await project.edit(ARTICLE, (t) => `${t}\n\n# A second title\n`.replace(/\n/g, '\r\n'));
    await expectRefused(project, [
      `${ARTICLE}:${await lineOf('# A second title')}: "# A second title" is a second main heading: the page header already holds the page's one h1, so headings in the text start at ##`,
    ]);
  });

  it('names a 30000 × 30000 upload by its size, not as unreadable', async () => {
    const chunk = (type: string, data: Buffer) => {
      const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
      const size = Buffer.alloc(4);
      size.writeUInt32BE(data.length);
      const check = Buffer.alloc(4);
      check.writeUInt32BE(crc32(typed));
      return Buffer.concat([size, typed, check]);
    };
    const header = Buffer.alloc(13);
    header.writeUInt32BE(30000, 0);
    header.writeUInt32BE(30000, 4);
    header.set([8, 2], 8);
    const png = [
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk('IHDR', header),
      chunk('IDAT', deflateSync(Buffer.alloc(64))),
    ];
    await mkdir(project.file('public/images/uploads'), { recursive: true });
    await writeFile(project.file('public/images/uploads/huge.png'), Buffer.concat([...png, chunk('IEND', Buffer.alloc(0))]));
    await expectRefused(project, [
      'public/images/uploads/huge.png: is 30000 × 30000 pixels; an upload may be at most 8,000 pixels on a side: resize it (2,000 px on the long side is plenty for the site)',
    ]);
  });
});
