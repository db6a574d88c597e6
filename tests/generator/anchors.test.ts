/**
 * Anchor links (`page:services#knee`, `#enquiry-form`) are judged against the ids of the page they point at, as
 * built: a wrong one is a problem naming the file and line of the link, with the ids a writer probably meant.
 */
import { describe, expect, it } from 'vitest';
import { AnchorIndex, idsIn, type AnchorRef } from '../../src/generator/checks/anchors.ts';

const pathOf = (route: string) => `/${route.split('___')[0]}/`;

function ref(target: string, anchor: string, line?: number): AnchorRef {
  return {
    file: 'content/en/pages/about-us.md',
    ...(line ? { line } : {}),
    target,
    anchor,
    href: `page:${target.split('___')[0]}#${anchor}`,
  };
}

describe('anchor links', () => {
  it('accepts a link to an id the target page has', () => {
    const index = new AnchorIndex();
    index.page('services___en', new Set(['knee-pain', 'hip-pain']), [ref('services___en', 'knee-pain', 4)]);
    expect(index.problems(pathOf)).toEqual([]);
  });

  it('refuses a link to an id the target page lacks, naming the file, the line and the page', () => {
    const index = new AnchorIndex();
    index.page('services___en', new Set(['overview']), [ref('services___en', 'shoulder', 12)]);
    expect(index.problems(pathOf)).toEqual([
      {
        file: 'content/en/pages/about-us.md',
        line: 12,
        message: 'link page:services#shoulder points at #shoulder, which is not an anchor of /services/',
      },
    ]);
  });

  it('suggests at most three ids that share a long start with the wrong one', () => {
    const index = new AnchorIndex();
    const ids = new Set(['knee-pain', 'knee-surgery', 'knee-braces', 'knee-exercises', 'hip-pain']);
    index.page('services___en', ids, [ref('services___en', 'knee-pian', 3)]);
    const [problem] = index.problems(pathOf);
    expect(problem?.message).toBe(
      'link page:services#knee-pian points at #knee-pian, which is not an anchor of /services/ (did you mean #knee-pain or #knee-surgery or #knee-braces?)',
    );
  });

  it('judges a link only once its target page is known, whatever the order pages were rendered in', () => {
    const index = new AnchorIndex();
    index.page('about-us___en', new Set(), [ref('contact-us___en', 'enquiry-form', 7), ref('contact-us___en', 'map', 8)]);
    // The target not rendered here (an incremental build): no judgement.
    expect(index.problems(pathOf)).toEqual([]);
    index.page('contact-us___en', new Set(['enquiry-form']), []);
    expect(index.problems(pathOf).map((p) => [p.line, p.message])).toEqual([
      [8, 'link page:contact-us#map points at #map, which is not an anchor of /contact-us/'],
    ]);
  });

  it('judges the ids of a page in its own locale only', () => {
    const index = new AnchorIndex();
    index.page('services___en', new Set(['knee']), []);
    index.page('services___cn', new Set(['xi-guan-jie']), [ref('services___cn', 'knee', 2)]);
    expect(index.problems(pathOf)).toHaveLength(1);
  });

  it('gathers what a render thread hands back as if the pages were rendered here', () => {
    const thread = new AnchorIndex();
    thread.page('services___en', new Set(['knee']), [ref('services___en', 'hip', 5)]);
    const main = new AnchorIndex();
    main.merge(structuredClone(thread.toData()));
    expect(main.problems(pathOf)).toEqual(thread.problems(pathOf));
    expect(main.problems(pathOf)).toHaveLength(1);
  });
});

describe('idsIn', () => {
  it('lists every id of a piece of rendered HTML in document order', () => {
    expect(idsIn('<main id="main"><h2 id="knee-pain">Knee</h2><p data-id="no">x</p><section id="faq"></section></main>')).toEqual([
      'main',
      'knee-pain',
      'faq',
    ]);
  });

  it('finds nothing in HTML without ids', () => {
    expect(idsIn('<p>No ids here, only id= in text.</p>')).toEqual([]);
  });
});
