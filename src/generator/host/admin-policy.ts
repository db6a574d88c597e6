/**
 * The Content-Security-Policy of the content editor at /admin/, which is a different program from the site's
 * pages: Decap CMS. Each source beyond the site's strict policy is there because the editor does not work
 * without it, and says why (docs/decisions/content-editor.md has the longer reasons and what was tried):
 *
 * - `style-src 'unsafe-inline'`: Decap's interface is styled by Emotion, which writes `<style>` elements as it
 *   renders; they carry no nonce, which a static host could not send anyway.
 * - `img-src blob: data:`: a picture being uploaded is shown from the browser's memory (a blob: URL) before it
 *   is saved; Decap's own icons are data: URLs.
 * - `connect-src`: the git host's API (GitHub), and under `npm run cms` the local git proxy on 127.0.0.1; `blob:`
 *   because Decap reads a picture being uploaded back from its blob: URL to send it to the git host.
 * - `img-src https://avatars.githubusercontent.com`: the signed-in editor's picture, which the GitHub API names.
 *
 * Scripts stay `'self'` only: no inline script, no eval. Nothing may frame the editor, it frames nothing but its
 * own preview (an `about:srcdoc` frame of this origin), it posts no form and loads no plugin.
 */
import type { CmsSettings } from '../../site/cms.ts';

/** The GitHub backend's hosts: its REST and GraphQL API, and where users' pictures are served from. */
export const GITHUB_API = 'https://api.github.com';
const GITHUB_AVATARS = 'https://avatars.githubusercontent.com';

export function adminContentSecurityPolicy(cms: Pick<CmsSettings, 'localProxy'> = {}): string {
  const proxy = cms.localProxy ? [new URL(cms.localProxy).origin] : [];
  const directives: Array<[string, string[]]> = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'"]],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'blob:', 'data:', GITHUB_AVATARS]],
    ['font-src', ["'self'"]],
    ['connect-src', ["'self'", 'blob:', GITHUB_API, ...proxy]],
    ['frame-src', ["'self'"]],
    ['worker-src', ["'none'"]],
    ['form-action', ["'none'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ];
  return directives.map(([name, sources]) => `${name} ${sources.join(' ')}`).join('; ');
}
