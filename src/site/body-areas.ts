/**
 * The clinic's eight fields as a patient looks for them: by the part of the body that hurts. One table feeds the
 * home page's cards, the menu's "Find care by body area" list, the services overview's cards and the topics the
 * search page suggests. Pages are named by their id in the route manifest (a link is made with its helpers), so
 * a renamed page is one edit here and a missing one fails the build naming it.
 */

/** The fields, each an anchor of the services page (`/services/#knee`) and a catalogue name (`fields.knee`). */
export type BodyAreaId =
  | 'knee'
  | 'foot-and-ankle'
  | 'hand-and-wrist'
  | 'shoulder-and-elbow'
  | 'spine-and-hip'
  | 'sports-and-dance'
  | 'bunion-surgery'
  | 'joint-replacement';

export interface BodyArea {
  readonly id: BodyAreaId;
  /** The area's own landing page, where it has one; otherwise its section of the services page is its home. */
  readonly landing?: string;
  /** Pages about the area's conditions and treatments, in the order a patient meets them. */
  readonly pages: readonly string[];
  /** Articles to read first for the area (blog or media ids). */
  readonly articles: readonly string[];
}

export const BODY_AREAS: readonly BodyArea[] = [
  {
    id: 'knee',
    landing: 'knee-specialist-singapore',
    pages: [
      'services-knee-injury-condition',
      'services-meniscus-tear-singapore',
      'services-knee-cartilage-injury-singapore',
      'services-knee-replacement-surgery',
    ],
    articles: ['blog-common-causes-of-knee-pain', 'blog-how-to-tell-if-you-have-acl-tear'],
  },
  {
    id: 'foot-and-ankle',
    landing: 'foot-ankle-specialist-singapore',
    pages: [
      'services-foot-and-ankle',
      'services-ankle-sprains-causes-and-treatments',
      'services-heel-pain-plantar-fasciitis',
      'services-minimally-invasive-bunion-surgery-treatment',
    ],
    articles: ['media-treat-ankle-sprains-promptly'],
  },
  {
    id: 'hand-and-wrist',
    pages: ['services-hand-and-wrist-condition', 'services-carpal-tunnel-singapore'],
    articles: [],
  },
  {
    id: 'shoulder-and-elbow',
    pages: [
      'services-shoulder-and-elbow-injury',
      'services-rotator-cuff-injury-singapore',
      'services-shoulder-arthroscopy-procedure-singapore',
      'services-tennis-elbow-singapore',
      'services-bixeps',
    ],
    articles: ['blog-guide-to-rotator-cuff-tear'],
  },
  {
    id: 'spine-and-hip',
    pages: ['services-spine-hip-injury', 'services-spine-surgery-singapore', 'services-total-hip-replacement-singapore'],
    articles: ['blog-avascular-necrosis-of-the-hip'],
  },
  {
    id: 'sports-and-dance',
    pages: [
      'services-sports-dance-injury',
      'services-foot-and-ankle-injuries-in-dancers',
      'services-ankle-sprains-causes-and-treatments',
      'services-meniscus-tear-singapore',
      'services-rotator-cuff-injury-singapore',
    ],
    articles: ['blog-tips-on-preventing-sports-injuries', 'blog-common-dance-injuries'],
  },
  {
    id: 'bunion-surgery',
    pages: ['services-minimally-invasive-bunion-surgery-treatment', 'services-foot-and-ankle'],
    articles: ['media-before-and-after-a-bunion-surgery'],
  },
  {
    id: 'joint-replacement',
    pages: ['services-knee-replacement-surgery', 'services-total-hip-replacement-singapore'],
    articles: ['blog-joint-replacement-surgery-for-osteoarthritis'],
  },
];
