/**
 * Settings of the content editor at /admin/, read from the environment like the other build settings. The
 * repository holds no credential: the editor signs in at the git host through an OAuth client that lives with
 * the host or a small auth service (`CMS_AUTH_URL`), and the token stays in the editor's browser.
 */
import type { Problem } from '../shared/problems.ts';

export interface CmsSettings {
  /** `owner/name` of the GitHub repository the editor commits to; unset, /admin/ explains how to set it up. */
  readonly repo?: string;
  /** The branch published pages are merged into. */
  readonly branch: string;
  /** Origin of the OAuth service the sign-in window opens (Decap's `base_url`); unset, Netlify's. */
  readonly authUrl?: string;
  /** The local git proxy's API (`npm run cms`): the editor saves into this checkout instead of the git host. */
  readonly localProxy?: string;
}

const REPO = /^[A-Za-z0-9][A-Za-z0-9-]{0,38}\/[A-Za-z0-9._-]{1,100}$/;
const BRANCH = /^[A-Za-z0-9._/-]{1,200}$/;

export function readCmsSettings(env: Readonly<Record<string, string | undefined>>, problems: Problem[]): CmsSettings {
  const repo = env.CMS_REPO?.trim() || undefined;
  const branch = env.CMS_BRANCH?.trim() || 'main';
  const authUrl = trimSlash(env.CMS_AUTH_URL);
  const localProxy = trimSlash(env.CMS_LOCAL_PROXY);
  if (repo !== undefined && !REPO.test(repo))
    problems.push({ field: 'CMS_REPO', message: `"${repo}" must be owner/name of a GitHub repository` });
  if (!BRANCH.test(branch) || branch.includes('..')) problems.push({ field: 'CMS_BRANCH', message: `"${branch}" is not a branch name` });
  if (authUrl !== undefined && !isUrl(authUrl, ['https:']))
    problems.push({ field: 'CMS_AUTH_URL', message: `"${authUrl}" must be an absolute https URL` });
  // The proxy writes into the checkout: only ever a server on this machine.
  if (localProxy !== undefined && !(isUrl(localProxy, ['http:']) && new URL(localProxy).hostname === '127.0.0.1'))
    problems.push({ field: 'CMS_LOCAL_PROXY', message: `"${localProxy}" must be an http://127.0.0.1 URL (npm run cms sets it)` });
  return { branch, ...(repo ? { repo } : {}), ...(authUrl ? { authUrl } : {}), ...(localProxy ? { localProxy } : {}) };
}

function trimSlash(value: string | undefined): string | undefined {
  const trimmed = value?.trim().replace(/\/+$/, '');
  return trimmed || undefined;
}

function isUrl(value: string, protocols: readonly string[]): boolean {
  try {
    return protocols.includes(new URL(value).protocol);
  } catch {
    return false;
  }
}
