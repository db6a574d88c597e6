/**
 * The Atom writer: whatever an editor types in a title or summary comes back unchanged from an XML parser, as a
 * feed reader would read it, and never breaks the document around it.
 */
import { DomUtils, parseDocument } from 'htmlparser2';
import { describe, expect, it } from 'vitest';
import { atomXml } from '../../src/generator/output/atom.ts';

const tricky = 'Knees & hips &amp; more: <b>bold</b> claims, "quotes" and a ]]> in the middle';

function parse(xml: string) {
  const doc = parseDocument(xml, { xmlMode: true, recognizeCDATA: true });
  const one = (name: string, root = doc.children) => {
    const found = DomUtils.findOne((e) => e.name === name, root, true);
    if (!found) throw new Error(`no <${name}>`);
    return found;
  };
  return { doc, one };
}

describe('an Atom feed', () => {
  it('gives back titles, summaries, names and addresses exactly, whatever characters they hold', () => {
    const xml = atomXml({
      id: 'https://clinic.example/blog/',
      title: tricky,
      updated: '2026-11-18T00:00:00.000Z',
      author: { name: 'Tan &amp; Lim <Clinic>', uri: 'https://clinic.example/' },
      alternate: 'https://clinic.example/blog/?a=1&b="2"',
      self: 'https://clinic.example/blog/feed.xml',
      subtitle: tricky,
      rights: 'Tan & Lim',
      entries: [
        {
          id: 'https://clinic.example/blog/knee/',
          title: tricky,
          link: 'https://clinic.example/blog/knee/?x=1&y=2',
          updated: '2026-11-18T00:00:00.000Z',
          published: '2026-03-11T00:00:00.000Z',
          summary: tricky,
          authors: [{ name: 'Grace Lim' }],
        },
      ],
    });
    const { doc, one } = parse(xml);
    const feed = one('feed');
    const entry = one('entry');
    const text = (name: string, root: Parameters<typeof one>[1]) => DomUtils.textContent(one(name, root));
    expect(
      text(
        'title',
        feed.children.filter((c) => !('name' in c) || c.name !== 'entry'),
      ),
    ).toBe(tricky);
    expect(text('subtitle', feed.children)).toBe(tricky);
    expect(text('name', one('author', feed.children).children)).toBe('Tan &amp; Lim <Clinic>');
    expect(text('title', entry.children)).toBe(tricky);
    expect(text('summary', entry.children)).toBe(tricky);
    expect(one('link', entry.children).attribs.href).toBe('https://clinic.example/blog/knee/?x=1&y=2');
    const links = DomUtils.findAll((e) => e.name === 'link' && e.attribs.rel === 'alternate', doc.children);
    expect(links.map((l) => l.attribs.href)).toEqual(['https://clinic.example/blog/?a=1&b="2"']);
    expect(DomUtils.findAll((e) => e.name === 'entry', doc.children)).toHaveLength(1);
  });

  it('leaves out what an entry does not have, and keeps its authors in order', () => {
    const xml = atomXml({
      id: 'https://clinic.example/media/',
      title: 'In the media',
      updated: '2026-11-18T00:00:00.000Z',
      author: { name: 'Clinic' },
      alternate: 'https://clinic.example/media/',
      self: 'https://clinic.example/media/feed.xml',
      entries: [
        {
          id: 'https://clinic.example/media/a/',
          title: 'A',
          link: 'https://clinic.example/media/a/',
          updated: '2026-01-01T00:00:00.000Z',
          authors: [],
        },
        {
          id: 'https://clinic.example/media/b/',
          title: 'B',
          link: 'https://clinic.example/media/b/',
          updated: '2026-01-02T00:00:00.000Z',
          authors: [{ name: 'First' }, { name: 'Second' }],
        },
      ],
    });
    const { doc } = parse(xml);
    const [a, b] = DomUtils.findAll((e) => e.name === 'entry', doc.children);
    const names = (root: NonNullable<typeof a>) =>
      DomUtils.findAll((e) => e.name === 'name', root.children).map((n) => DomUtils.textContent(n));
    expect(a && DomUtils.findAll((e) => ['summary', 'published', 'author'].includes(e.name), a.children)).toEqual([]);
    expect(b && names(b)).toEqual(['First', 'Second']);
    expect(DomUtils.findAll((e) => ['subtitle', 'rights'].includes(e.name), doc.children)).toEqual([]);
  });

  it('carries titles and summaries as plain text, without the characters XML 1.0 cannot hold', () => {
    const bad = 'Knee\u0001 pain\u000c, <em>rest</em>\ufffe and ice\ud800.';
    const xml = atomXml({
      id: 'https://clinic.example/blog/',
      title: 'Blog\u0008',
      updated: '2026-11-18T00:00:00.000Z',
      author: { name: 'Clinic\u001f' },
      alternate: 'https://clinic.example/blog/',
      self: 'https://clinic.example/blog/feed.xml',
      entries: [
        {
          id: 'https://clinic.example/blog/a/',
          title: bad,
          summary: bad,
          link: 'https://clinic.example/blog/a/',
          updated: '2026-01-01T00:00:00.000Z',
          authors: [],
        },
      ],
    });
    // Every character is one XML 1.0's Char production allows, so a strict parser (a feed reader) reads it all.
    const outside = [...xml].filter((c) => {
      const code = c.codePointAt(0) ?? 0;
      const ok =
        code === 0x9 ||
        code === 0xa ||
        code === 0xd ||
        (code >= 0x20 && code <= 0xd7ff) ||
        (code >= 0xe000 && code <= 0xfffd) ||
        code >= 0x10000;
      return !ok;
    });
    expect(outside).toEqual([]);
    const { one } = parse(xml);
    const entry = one('entry');
    for (const name of ['title', 'summary']) {
      const element = one(name, entry.children);
      expect(element.attribs.type).toBe('text');
      // Markup stays words: no element inside, the tags as text.
      expect(element.children.map((c) => c.type)).toEqual(['text']);
      expect(DomUtils.textContent(element)).toBe('Knee pain, <em>rest</em> and ice.');
    }
    expect(DomUtils.textContent(one('title'))).toBe('Blog');
  });
});
