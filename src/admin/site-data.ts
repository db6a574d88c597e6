/**
 * The site's data for the editor (/admin/site.json), read again before every save. While the dev server redraws
 * the whole site (after a change to the clinic details, say) the file is briefly gone or half written: the save
 * waits for it, and says so in words if the site does not come back, instead of failing with a 404 or a JSON
 * error nobody can act on.
 */
import type { AdminSiteData } from '../generator/admin/admin-files.ts';
import { StaffMessage } from './staff-words.ts';

export const SITE_REDRAWING =
  'The site is being redrawn after the last change and has not finished. Nothing was saved: wait a minute, then save again.';

export interface WaitOptions {
  /** How many times to ask; one a second (`pause`). */
  readonly tries?: number;
  readonly pause?: number;
  readonly fetch?: typeof fetch;
}

export async function siteDataWhenReady(url: string, options: WaitOptions = {}): Promise<AdminSiteData> {
  const { tries = 60, pause = 1000, fetch: get = fetch } = options;
  for (let attempt = 1; ; attempt += 1) {
    const response = await get(url, { cache: 'no-store' }).catch(() => undefined);
    if (response?.ok) {
      const data = (await response.json().catch(() => undefined)) as AdminSiteData | undefined;
      if (data) return data;
    }
    if (attempt >= tries) throw new StaffMessage(SITE_REDRAWING);
    await new Promise((resolve) => setTimeout(resolve, pause));
  }
}
