/**
 * Decap's own validation of a configuration (decap-cms-core's config schema, with the schemas of the widgets the
 * editor uses), bundled for Node by esbuild. The editor's bundle leaves this check out, because ajv compiles it
 * with eval and the editor's Content-Security-Policy forbids eval (src/generator/admin/admin-bundle.ts); here it runs
 * on the configuration the build generates, so a configuration Decap would refuse fails a test instead.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin } from 'esbuild';
import { ADMIN_FORMAT, PAGE_TEXT_WIDGET, SIGN_PICKER_WIDGET } from '../../src/site/admin.ts';
import { ROOT } from './project.ts';

const WIDGETS_WITH_SCHEMA = ['datetime', 'image', 'list', 'markdown', 'object', 'select'];
const WIDGETS_WITHOUT = ['string', 'text', 'boolean', PAGE_TEXT_WIDGET, SIGN_PICKER_WIDGET];

const ENTRY = "export { validateConfig } from 'decap-cms-core/dist/esm/constants/configSchema.js';";

/**
 * Decap's registry and i18n modules reach into the whole application (routing, the store, the media library),
 * which cannot load outside a browser. The config schema needs three things of them: the widgets with their
 * schemas, the custom formats, and the names of the i18n options; those are given here.
 */
const REGISTRY = `
${WIDGETS_WITH_SCHEMA.map((w) => `import ${w} from 'decap-cms-widget-${w}/dist/esm/schema.js';`).join('\n')}
const schemas = { ${WIDGETS_WITH_SCHEMA.join(', ')} };
export function getWidgets() {
  return [...Object.entries(schemas).map(([name, schema]) => ({ name, schema })), ...${JSON.stringify(WIDGETS_WITHOUT)}.map((name) => ({ name, schema: {} }))];
}
export function getCustomFormatsExtensions() { return { '${ADMIN_FORMAT}': 'md' }; }
export function getCustomFormatsFormatters() { return {}; }
`;
const I18N = `
export const I18N_STRUCTURE = { MULTIPLE_FOLDERS: 'multiple_folders', MULTIPLE_FILES: 'multiple_files', SINGLE_FILE: 'single_file' };
export const I18N_FIELD = { TRANSLATE: 'translate', DUPLICATE: 'duplicate', NONE: 'none' };
`;

const standIns: Plugin = {
  name: 'decap-stand-ins',
  setup(plugin) {
    plugin.onResolve({ filter: /^\.\.\/lib\/(registry|i18n)$/ }, (args) =>
      args.importer.includes('decap-cms-core') ? { path: args.path, namespace: 'decap-stand-in' } : undefined,
    );
    plugin.onLoad({ filter: /.*/, namespace: 'decap-stand-in' }, (args) => ({
      contents: args.path.endsWith('registry') ? REGISTRY : I18N,
      resolveDir: ROOT,
      loader: 'js',
    }));
  },
};

export interface DecapValidation {
  /** Throws Decap's own error, listing every problem, for a configuration Decap would refuse. */
  validate(config: unknown): void;
}

export async function decapValidation(): Promise<DecapValidation> {
  const result = await build({
    stdin: { contents: ENTRY, resolveDir: ROOT, loader: 'js' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    write: false,
    logLevel: 'silent',
    define: { 'process.env.NODE_ENV': '"production"' },
    // Decap's packages point `main` at browser bundles that read `window` on load; their ES modules do not.
    mainFields: ['module', 'main'],
    plugins: [standIns],
  });
  const dir = await mkdtemp(path.join(tmpdir(), 'decap-check-'));
  try {
    const file = path.join(dir, 'check.mjs');
    await writeFile(file, result.outputFiles[0]?.contents ?? '');
    const module = (await import(pathToFileURL(file).href)) as { validateConfig: (config: unknown) => void };
    return { validate: module.validateConfig };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
