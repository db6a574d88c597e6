/**
 * Analytics settings shared by the build (which checks and writes them) and the browser runtime (which reads
 * them and loads the scripts). No imports: the browser bundle takes this file as it is.
 */

/** Spec 1 and 9: GTM- followed by letters or digits. */
export const GTM_ID_PATTERN = /^GTM-[A-Za-z0-9]+$/;

/** Throws "Invalid tag-manager id" when an id is not GTM- followed by letters or digits. */
export function assertGtmId(id: string): void {
  if (!GTM_ID_PATTERN.test(id)) {
    throw new Error(`Invalid tag-manager id "${id}": expected GTM- followed by letters or digits, such as GTM-AB12CD3`);
  }
}

/** What the page tells the runtime, in a JSON data block with this id (AnalyticsSettings.tsx). */
export const ANALYTICS_SETTINGS_ID = 'site-analytics';

export interface AnalyticsSettingsData {
  readonly gtmId: string;
  readonly gtmUrl: string;
  readonly gtagUrl: string;
  readonly trackingScriptUrl: string;
}
