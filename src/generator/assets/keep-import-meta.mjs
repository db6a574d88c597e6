// An esbuild plugin for bundles of the generator's own code (the bundled build and its render worker). A bundle
// answers import.meta for the file it came from, so each source file's own `import.meta.dirname` and
// `import.meta.url` are written into it as constants before bundling: the generator finds its stylesheet, its
// browser code and the clinic's facts (content/clinic.yml) relative to itself.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

export const keepImportMeta = {
  name: 'keep-import-meta',
  setup(build) {
    build.onLoad({ filter: /\.(ts|tsx)$/, namespace: 'file' }, async (args) => {
      const source = readFileSync(args.path, 'utf8');
      const contents = source
        .replaceAll('import.meta.dirname', JSON.stringify(path.dirname(args.path)))
        .replaceAll('import.meta.url', JSON.stringify(pathToFileURL(args.path).href));
      return { contents, loader: args.path.endsWith('x') ? 'tsx' : 'ts' };
    });
  },
};
