/**
 * The Eleventy side of the build comparison in `npm run bench`: the same article bodies, written by Eleventy 3
 * into a layout that is our own built article page (header, both sidebars, footer, JSON-LD) with `<main>`'s
 * inside replaced by the article, so both generators write pages of the same size from the same markdown.
 * Two set-ups are measured: Eleventy as it comes (markdown run through Liquid first, the layout a Liquid file), and
 * Eleventy at its fastest (plain markdown, the layout a JavaScript function that joins three strings).
 */
import { copyFile, mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

export type EleventySetup = 'defaults' | 'fastest';

export interface EleventyProject {
  /** Eleventy's input folder. */
  readonly input: string;
  readonly output: string;
  /** How many markdown files it holds. */
  readonly articles: number;
  /** Eleventy's configuration file per set-up. */
  readonly configs: Readonly<Record<EleventySetup, string>>;
}

const CONFIGS: Record<EleventySetup, string> = {
  defaults: "export default function (eleventyConfig) { eleventyConfig.addGlobalData('layout', 'article.liquid'); }\n",
  fastest: [
    'export default function (eleventyConfig) {',
    "  eleventyConfig.setTemplateFormats(['md', '11ty.js']);",
    "  eleventyConfig.addGlobalData('layout', 'article.11ty.js');",
    '  return { markdownTemplateEngine: false, dataTemplateEngine: false };',
    '}',
    '',
  ].join('\n'),
};

/**
 * Writes an Eleventy project into `dir`: the markdown files of `blogDir` whose names match `only` (front matter
 * kept, Eleventy reads it with its own YAML parser) and a layout cut from `builtPage` (one of our built article pages).
 */
export async function prepareEleventy(dir: string, blogDir: string, builtPage: string, only?: RegExp): Promise<EleventyProject> {
  const input = path.join(dir, 'src');
  const blog = path.join(input, 'blog');
  await mkdir(path.join(input, '_includes'), { recursive: true });
  await mkdir(blog, { recursive: true });

  const page = await readFile(builtPage, 'utf8');
  const open = page.indexOf('<main');
  const openEnd = page.indexOf('>', open) + 1;
  const close = page.lastIndexOf('</main>');
  if (open < 0 || close < openEnd) throw new Error(`${builtPage} has no <main> to replace`);
  const before = page.slice(0, openEnd);
  const after = page.slice(close);
  // Liquid would read `{{` or `{%` in our page as its own tags.
  if (/\{[{%]/.test(before + after)) throw new Error(`${builtPage} holds {{ or {%, which a Liquid layout cannot carry`);
  await writeFile(path.join(input, '_includes', 'article.liquid'), `${before}{{ content }}${after}`);
  const layout = [
    `const before = ${JSON.stringify(before)};`,
    `const after = ${JSON.stringify(after)};`,
    'export default function (data) { return before + data.content + after; }',
    '',
  ].join('\n');
  await writeFile(path.join(input, '_includes', 'article.11ty.js'), layout);
  const configs = {} as Record<EleventySetup, string>;
  for (const setup of Object.keys(CONFIGS) as EleventySetup[]) {
    configs[setup] = path.join(dir, `eleventy.${setup}.config.mjs`);
    await writeFile(configs[setup], CONFIGS[setup]);
  }

  const names = (await readdir(blogDir)).filter((name) => name.endsWith('.md') && (!only || only.test(name)));
  await Promise.all(names.map((name) => copyFile(path.join(blogDir, name), path.join(blog, name))));
  return { input, output: path.join(dir, '_site'), articles: names.length, configs };
}
