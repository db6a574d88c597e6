// One Eleventy build, in a process of its own like ours: `node run.mjs INPUT OUTPUT CONFIG [--pagefind]`. Prints one
// JSON line: the time from process start to Eleventy starting (loading it) and to the pages written, peak memory,
// and with --pagefind the time Pagefind then takes to index the output (the way an Eleventy site adds search).
import { performance } from 'node:perf_hooks';

const [input, output, configPath, flag] = process.argv.slice(2);
const { Eleventy } = await import('@11ty/eleventy');
const started = performance.now();
const eleventy = new Eleventy(input, output, { quietMode: true, configPath });
await eleventy.write();
const eleventyMs = performance.now() - started;
// Processor time up to the last page written, in user code and in the kernel (creating folders and files), in ms.
const usage = process.resourceUsage();
const cpu = { userMs: usage.userCPUTime / 1000, systemMs: usage.systemCPUTime / 1000 };
let pagefindMs;
if (flag === '--pagefind') {
  const pagefind = await import('pagefind');
  const began = performance.now();
  const { index } = await pagefind.createIndex({});
  await index.addDirectory({ path: output, glob: '**/index.html' });
  await index.writeFiles({ outputPath: `${output}/pagefind` });
  await pagefind.close();
  pagefindMs = performance.now() - began;
}
console.log(
  JSON.stringify({
    startMs: started,
    pagesMs: started + eleventyMs,
    pagefindMs,
    cpu,
    maxRssKiB: process.resourceUsage().maxRSS,
  }),
);
