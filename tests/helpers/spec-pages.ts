/**
 * The pages the product specification names, written out by hand so the site cannot silently lose one: the
 * fixed pages in every locale, the two English-only listings, and the English articles it lists by slug.
 * The site may have more (an editor adds an article by adding a file); tests check these are among them and
 * take every count from the content itself.
 */
export const SPEC_SERVICES = [
  'bixeps',
  'foot-and-ankle',
  'spine-hip-injury',
  'sports-dance-injury',
  'knee-injury-condition',
  'hand-and-wrist-condition',
  'knee-replacement-surgery',
  'shoulder-and-elbow-injury',
  'heel-pain-plantar-fasciitis',
  'tennis-elbow-singapore',
  'carpal-tunnel-singapore',
  'meniscus-tear-singapore',
  'spine-surgery-singapore',
  'rotator-cuff-injury-singapore',
  'knee-cartilage-injury-singapore',
  'total-hip-replacement-singapore',
  'foot-and-ankle-injuries-in-dancers',
  'ankle-sprains-causes-and-treatments',
  'shoulder-arthroscopy-procedure-singapore',
  'minimally-invasive-bunion-surgery-treatment',
] as const;

export const SPEC_BLOG = [
  'common-dance-injuries',
  'life-after-sports-surgery',
  'common-causes-of-knee-pain',
  'guide-to-rotator-cuff-tear',
  'stress-fractures-singapore',
  'clavicle-collarbone-fracture',
  'fracture-vs-sprain-vs-strain',
  'avascular-necrosis-of-the-hip',
  'how-to-tell-if-you-have-acl-tear',
  'tips-on-preventing-sports-injuries',
  'guide-to-patella-fractures-broken-kneecap',
  'how-to-lower-the-risk-of-osteoporosis',
  'joint-replacement-surgery-for-osteoarthritis',
] as const;

export const SPEC_MEDIA = [
  'dont-hurt-your-dancing-feet',
  'treat-ankle-sprains-promptly',
  'before-and-after-a-bunion-surgery',
  // The spec's fixing-bunion-problem-can-be-a-snip: renamed (an address may promise nothing), and kept working by
  // a 301 in public/_redirects.
  'keyhole-bunion-surgery-what-to-expect',
  'the-comprehensive-guide-to-orthopaedics',
  'the-dos-and-donts-after-an-orthopaedic-surgery',
  'traditional-vs-keyhole-surgery-which-is-better-for-treating-bunions',
] as const;

/** The fixed pages every locale has, by their English path. */
export const SPEC_ALL_LOCALE_PAGES = [
  '/',
  '/about-us/',
  '/thank-you/',
  '/contact-us/',
  '/services/',
  '/knee-specialist-singapore/',
  '/foot-ankle-specialist-singapore/',
] as const;

export const SPEC_LANDING_PAGES = ['/knee-specialist-singapore/', '/foot-ankle-specialist-singapore/'] as const;

const localized = (prefix: string) => SPEC_ALL_LOCALE_PAGES.map((p) => `${prefix}${p}`);

/** Every path the specification names. */
export const SPEC_PATHS: readonly string[] = [
  ...localized(''),
  ...localized('/cn'),
  ...localized('/bh'),
  '/blog/',
  '/media/',
  ...SPEC_SERVICES.map((s) => `/services/${s}/`),
  ...SPEC_BLOG.map((s) => `/blog/${s}/`),
  ...SPEC_MEDIA.map((s) => `/media/${s}/`),
];
