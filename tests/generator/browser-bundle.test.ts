import { describe, expect, it } from 'vitest';
import { buildBrowserBundle, BUNDLE_MAP_PATH } from '../../src/generator/assets/browser-bundle.ts';
import { ISLANDS } from '../../src/islands/registry.ts';
import { ROOT } from '../helpers/project.ts';

describe('browser bundle', () => {
  it('ships React once, in a chunk the React islands share and neither the entry nor the plain DOM islands import', async () => {
    const { entry, files, bundleMap: manifest } = await buildBrowserBundle(ROOT);
    const byPath = new Map(files.map((f) => [f.path, f.contents]));
    expect(Object.keys(manifest.islands).sort()).toEqual(Object.keys(ISLANDS).sort());
    for (const file of Object.keys(manifest.imports)) expect(file).toMatch(/^\/assets\/(main|chunk)-[A-Z0-9]{8}\.js$/);
    const sizes = Object.keys(manifest.imports).map((file) => [file, byPath.get(file)?.length ?? 0] as const);
    const [react] = sizes.reduce((a, b) => (b[1] > a[1] ? b : a));
    expect(sizes.filter(([, bytes]) => bytes > 100_000)).toHaveLength(1);
    // The form and the search box are written in React (.tsx entries); the menu and the WhatsApp widget are not.
    const usesReact = (name: string) => name === 'enquiry' || name === 'search';
    for (const [name, island] of Object.entries(manifest.islands)) {
      if (usesReact(name)) expect(manifest.imports[island], name).toContain(react);
      else expect(manifest.imports[island] ?? [], name).not.toContain(react);
    }
    expect(manifest.imports[entry]).not.toContain(react);
    expect(JSON.parse(new TextDecoder().decode(byPath.get(BUNDLE_MAP_PATH)))).toEqual(manifest);
  });
});
