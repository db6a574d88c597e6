import { clinic } from '../site/clinic.ts';
import { ANALYTICS_SETTINGS_ID, type AnalyticsSettingsData } from '../site/analytics.ts';
import { useRender } from './context.ts';

/**
 * The analytics settings as a JSON data block in the head, only when a tag-manager id is configured;
 * src/client/analytics/analytics.ts reads it. A data block is not executable, so the Content-Security-Policy needs no
 * exception for it; `<` is escaped so no value can close the element.
 */
export function AnalyticsSettings() {
  const { config } = useRender();
  if (!config.gtmId) return null;
  const { gtmUrl, gtagUrl, trackingScriptUrl } = clinic.analytics;
  const data: AnalyticsSettingsData = { gtmId: config.gtmId, gtmUrl, gtagUrl, trackingScriptUrl };
  return (
    <script
      type="application/json"
      id={ANALYTICS_SETTINGS_ID}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON from the build's own settings, with < escaped so nothing can close the element.
      dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, '\\u003c') }}
    />
  );
}
