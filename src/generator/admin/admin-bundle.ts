/**
 * The content editor's script: Decap CMS and our own code around it (src/admin/), bundled by esbuild into one
 * file of several megabytes. Bundling it takes about a second, longer than building the rest of the site, and
 * its inputs rarely change, so it is built only when they do: the result is kept under
 * node_modules/.cache/clinic-site with the list of the project files esbuild read for it, and is used again as
 * long as the lock file (which pins Decap and every other package), this file (how it is made) and each of
 * those files are unchanged.
 */
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { build, type Plugin } from 'esbuild';
import { hash } from '../assets/assets.ts';
import { CLINIC_FILE } from '../../site/clinic-schema.ts';

/** The editor's entry, relative to the code root. */
export const ADMIN_ENTRY = 'src/admin/main.tsx';

/** This file: how the bundle is made is part of what it depends on. */
const RECIPE = 'src/generator/admin/admin-bundle.ts';

export interface AdminBundle {
  /** File name, content-hashed: `editor-<hash>.js`. */
  readonly name: string;
  /** Where the cached file is, to copy from. */
  readonly file: string;
  readonly bytes: number;
  /** Whether this call bundled it (false: the cached bundle was still good). */
  readonly built: boolean;
}

interface CacheRecord {
  readonly key: string;
  readonly name: string;
  readonly bytes: number;
  /** Project files (relative to the code root) the bundle was made from. */
  readonly inputs: readonly string[];
}

const bundles = new Map<string, Promise<AdminBundle>>();

/** The editor's bundle for this code root, built at most once per process and only when its inputs changed. */
export function adminBundle(codeRoot: string): Promise<AdminBundle> {
  let pending = bundles.get(codeRoot);
  if (!pending) {
    pending = cachedOrBuilt(codeRoot);
    bundles.set(codeRoot, pending);
    pending.catch(() => bundles.delete(codeRoot));
  }
  return pending;
}

function cacheDir(codeRoot: string): string {
  // Inside node_modules, like the render worker's bundle: a fresh `npm ci` starts from nothing.
  return path.join(codeRoot, 'node_modules/.cache/clinic-site/admin');
}

async function cachedOrBuilt(codeRoot: string): Promise<AdminBundle> {
  const dir = cacheDir(codeRoot);
  const record = await readFile(path.join(dir, 'bundle.json'), 'utf8')
    .then((text) => JSON.parse(text) as CacheRecord)
    .catch(() => undefined);
  if (record && (await inputsKey(codeRoot, record.inputs)) === record.key) {
    return { name: record.name, file: path.join(dir, record.name), bytes: record.bytes, built: false };
  }
  return bundleAndKeep(codeRoot, dir);
}

/**
 * What the bundle depends on: the lock file, and the contents of each project file it was made from. Packages
 * are covered by the lock file, so node_modules is never read for this.
 */
export async function inputsKey(codeRoot: string, inputs: readonly string[]): Promise<string | undefined> {
  try {
    const files = ['package-lock.json', RECIPE, ...inputs];
    const parts = await Promise.all(files.map(async (file) => `${file}\0${hash(await readFile(path.join(codeRoot, file)), 43)}`));
    return hash(parts.join('\0'), 43);
  } catch {
    // A file it was made from is gone: the bundle is out of date.
    return undefined;
  }
}

async function bundleAndKeep(codeRoot: string, dir: string): Promise<AdminBundle> {
  const result = await build({
    entryPoints: [path.join(codeRoot, ADMIN_ENTRY)],
    absWorkingDir: codeRoot,
    bundle: true,
    format: 'esm',
    platform: 'browser',
    minify: true,
    target: ['chrome100', 'safari15', 'firefox100'],
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"', global: 'globalThis' },
    plugins: [clinicFactsText(codeRoot), nodeBuiltins(codeRoot), englishOnlyLocales(codeRoot), configCheckedByTests, noEvalProbes],
    metafile: true,
    write: false,
    legalComments: 'none',
    logLevel: 'silent',
  });
  const code = result.outputFiles[0]?.contents;
  if (!code) throw new Error(`esbuild produced no editor bundle from ${ADMIN_ENTRY}`);
  const inputs = [...Object.keys(result.metafile.inputs), CLINIC_FILE]
    .filter((input) => !input.includes('node_modules/') && !input.includes(':'))
    .sort();
  const key = await inputsKey(codeRoot, inputs);
  if (!key) throw new Error('an input of the editor bundle changed while it was being built');
  const name = `editor-${hash(code)}.js`;
  await mkdir(dir, { recursive: true });
  // Two builds may fill the cache at once: each writes whole files and renames them into place.
  const temporary = `.${process.pid}-${Date.now()}`;
  await writeFile(path.join(dir, name + temporary), code);
  await rename(path.join(dir, name + temporary), path.join(dir, name));
  const record: CacheRecord = { key, name, bytes: code.byteLength, inputs };
  await writeFile(path.join(dir, `bundle.json${temporary}`), JSON.stringify(record));
  await rename(path.join(dir, `bundle.json${temporary}`), path.join(dir, 'bundle.json'));
  return { name, file: path.join(dir, name), bytes: code.byteLength, built: true };
}

/**
 * The editor's preview and its checks run the build's own modules (markdown, templates, schema), some of which
 * also hold code that reads files. That code never runs in the browser; its Node imports resolve to a module
 * that says so if it ever were called. The one Node function rendering itself calls, hashing inline scripts for
 * the policy, gets a browser version (src/admin/browser-crypto.ts).
 */
const nodeBuiltins = (codeRoot: string): Plugin => ({
  name: 'node-builtins',
  setup(plugin) {
    plugin.onResolve({ filter: /^node:crypto$/ }, () => ({ path: path.join(codeRoot, 'src/admin/browser-crypto.ts') }));
    // Only `node:` imports, which is how our code names Node's modules; Decap's own `path` is the npm polyfill.
    plugin.onResolve({ filter: /^node:/ }, (args) => ({ path: args.path, namespace: 'node-stub' }));
    plugin.onLoad({ filter: /.*/, namespace: 'node-stub' }, (args) => ({
      contents: `const missing = () => { throw new Error(${JSON.stringify(`${args.path} is not available in the editor`)}); };
        export default new Proxy({}, { get: () => missing });
        export const readFile = missing, writeFile = missing, readdir = missing, stat = missing, mkdir = missing, copyFile = missing,
          rename = missing, rm = missing, basename = missing, join = missing, resolve = missing, relative = missing,
          dirname = missing, fileURLToPath = missing, existsSync = missing, readFileSync = missing, statSync = missing, tmpdir = missing;`,
      loader: 'js',
    }));
  },
});

/**
 * The editor shows and checks against the clinic facts; the browser has no files, so the editor's copy of the
 * module that reads them holds the file's text as the bundle was made (the file is one of the bundle's inputs, so
 * a change to the facts makes a new bundle).
 */
const clinicFactsText = (codeRoot: string): Plugin => ({
  name: 'clinic-facts-text',
  setup(plugin) {
    plugin.onLoad({ filter: /[\\/]src[\\/]admin[\\/]facts-text\.ts$/ }, async () => {
      const text = await readFile(path.join(codeRoot, CLINIC_FILE), 'utf8');
      return {
        contents: `export function factsText() { return ${JSON.stringify(text)}; }`,
        loader: 'js',
      };
    });
  },
});

/** Decap ships its interface in 30 languages (a tenth of the bundle); the clinic's staff use it in English. */
const englishOnlyLocales = (codeRoot: string): Plugin => ({
  name: 'english-only-locales',
  setup(plugin) {
    plugin.onResolve({ filter: /^decap-cms-locales$/ }, () => ({ path: 'decap-cms-locales', namespace: 'decap-locales' }));
    plugin.onLoad({ filter: /.*/, namespace: 'decap-locales' }, () => ({
      contents: "export { default as en } from 'decap-cms-locales/dist/esm/en/index.js';",
      resolveDir: codeRoot,
      loader: 'js',
    }));
  },
});

/**
 * Decap checks its configuration on start with ajv, which compiles its schema into JavaScript with `new Function`:
 * the editor's Content-Security-Policy would need 'unsafe-eval' for that alone. Our configuration is made by the
 * build, never typed by hand, and a test validates it with this same Decap code (tests/generator/admin-config.test.ts),
 * so the browser skips the check and the policy keeps eval out.
 */
const configCheckedByTests: Plugin = {
  name: 'config-checked-by-tests',
  setup(plugin) {
    plugin.onLoad({ filter: /decap-cms-core[\\/]dist[\\/]esm[\\/]constants[\\/]configSchema\.js$/ }, () => ({
      contents: 'export function validateConfig() {}',
      loader: 'js',
    }));
  },
};

/**
 * Two libraries try eval as they load and carry on when the policy refuses it, which still shows as a violation
 * in the browser: Decap's TOML reader (this site writes no TOML, so it is left out) and Apollo's invariant helper,
 * whose own comment says to define process.env.NODE_ENV at build time instead, as this bundle does.
 */
const noEvalProbes: Plugin = {
  name: 'no-eval-probes',
  setup(plugin) {
    plugin.onResolve({ filter: /^@iarna\/toml\/parse-string$/ }, (args) => ({ path: args.path, namespace: 'no-toml' }));
    plugin.onLoad({ filter: /.*/, namespace: 'no-toml' }, () => ({
      contents: "export default function parseToml() { throw new Error('TOML files are not used by this site'); }",
      loader: 'js',
    }));
    plugin.onLoad({ filter: /ts-invariant[\\/]lib[\\/]invariant\.esm\.js$/ }, async (args) => ({
      contents: (await readFile(args.path, 'utf8')).replace('Function("stub", "process = stub")(processStub);', ''),
      loader: 'js',
    }));
  },
};
