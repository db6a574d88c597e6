/** The analytics settings the server wrote into the page (AnalyticsSettings.tsx), or null when analytics are off. */
import { ANALYTICS_SETTINGS_ID, type AnalyticsSettingsData } from '../../site/analytics.ts';

export function readAnalyticsSettings(doc: Document = document): AnalyticsSettingsData | null {
  const block = doc.getElementById(ANALYTICS_SETTINGS_ID);
  return block?.textContent ? (JSON.parse(block.textContent) as AnalyticsSettingsData) : null;
}
