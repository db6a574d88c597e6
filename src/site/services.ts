/**
 * Settings of the outside services the site uses (the enquiry form's service, analytics): code, not facts a clinic
 * edits, and the same for every project this code builds. The environment may override some (site/config.ts).
 */
export const SERVICES = {
  form: {
    serviceUrl: 'https://hapiform.sg',
    /** The enquiry form's fixed id at the form service. */
    enquiryFormId: 'harbourview-enquiry',
  },
  analytics: {
    /** Empty: no analytics load. Set GTM_ID at build time to turn them on. */
    gtmId: '',
    gtagUrl: 'https://www.googletagmanager.com/gtag/js',
    gtmUrl: 'https://www.googletagmanager.com/gtm.js',
    trackingScriptUrl: 'https://tracking.example-analytics.com/track.js',
  },
} as const;
