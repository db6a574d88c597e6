import { describe, expect, it } from 'vitest';
import { planChanges } from '../../src/generator/dev/change-plan.ts';

const context = {
  root: '/site',
  codeRoot: '/code',
  knownContent: new Set(['en/blog/knee.md', 'cn/pages/about-us.md']),
  exists: (file: string) => !file.endsWith('gone.md') && file !== '/site/content/en/blog/knee-deleted.md',
};
const plan = (...files: string[]) => planChanges(files, context);
const nothing = { full: false, catalogues: false, styles: false, publicFiles: [], pictures: false, pages: [] };

describe('planChanges: what a batch of changed files asks the dev build to do', () => {
  it('reads edited markdown files again, and nothing else', () => {
    expect(plan('/site/content/en/blog/knee.md', '/site/content/cn/pages/about-us.md')).toEqual({
      ...nothing,
      pages: ['en/blog/knee.md', 'cn/pages/about-us.md'],
    });
  });

  it('reloads everything for an added or removed content file, or a change to the generator’s code', () => {
    expect(plan('/site/content/en/blog/new-article.md')).toEqual({ ...nothing, full: true });
    expect(planChanges(['/site/content/en/blog/knee.md'], { ...context, exists: () => false })).toEqual({ ...nothing, full: true });
    expect(plan('/code/src/components/Seo.tsx')).toEqual({ ...nothing, full: true });
  });

  it('reloads catalogues, the stylesheet or pictures, and copies public files', () => {
    expect(plan('/site/locales/cn.json')).toEqual({ ...nothing, catalogues: true });
    expect(plan('/code/src/styles/header.css')).toEqual({ ...nothing, styles: true });
    expect(plan('/site/public/images/logo.svg', '/site/public/robots-extra.txt')).toEqual({
      ...nothing,
      publicFiles: ['/site/public/images/logo.svg', '/site/public/robots-extra.txt'],
      pictures: true,
    });
    expect(plan('/site/public/favicon.ico')).toEqual({ ...nothing, publicFiles: ['/site/public/favicon.ico'] });
  });

  it('ignores files outside the watched folders, and an editor’s temporary file that came and went', () => {
    expect(plan('/site/README.md', '/code/tests/x.test.ts', '/site/contents/en/x.md')).toEqual(nothing);
    expect(plan('/site/content/en/blog/knee.md.tmp-gone.md', '/site/content/en/blog/knee.md')).toEqual({
      ...nothing,
      pages: ['en/blog/knee.md'],
    });
  });
});
