/**
 * The schema.org graph of a page, as plain objects (rendered as JSON-LD by StructuredData.tsx). Every page
 * carries the clinic as a MedicalClinic under one `@id` shared by all locales, so search engines see one
 * clinic with three language versions; pages add their own node, their breadcrumbs, and on about-us the lead
 * doctor. Only the clinic facts (content/clinic.yml) and the page's front matter go in: nothing is invented here.
 */
import { localeList, type Locale } from '../i18n/locales.ts';
import { COLLECTIONS } from '../model/page-table.ts';
import type { Route } from '../model/routes.ts';
import type { Meta } from '../model/schema.ts';
import { type Clinic, clinic, current, type PersonKey, personOf } from '../site/clinic.ts';
import type { BreadcrumbItem } from './Breadcrumbs.tsx';
import { DEFAULT_SOCIAL_IMAGE } from './social-image.ts';

export type JsonLdNode = { readonly '@type': string | readonly string[]; readonly '@id'?: string } & Readonly<Record<string, unknown>>;

export interface StructuredPage {
  readonly route: Route;
  readonly locale: Locale;
  /** Origin of the public site, no trailing slash. */
  readonly siteUrl: string;
  /** Front matter and breadcrumbs; absent on error pages, which carry the clinic only. */
  readonly meta?: Meta;
  readonly breadcrumbs?: readonly BreadcrumbItem[];
  /** Absolute URL of the page's share image (PNG). */
  readonly image?: string;
}

export const clinicId = (siteUrl: string) => `${siteUrl}/#clinic`;
export const doctorId = (siteUrl: string) => `${siteUrl}/#lead-doctor`;

const ref = (id: string) => ({ '@id': id });

/** By the facts they were made from: a dev server's next build after a facts edit makes new ones. */
const clinicNodes = new WeakMap<Clinic, Map<string, JsonLdNode>>();

/** The same object for every page of a locale: built once per build's facts, as big sites render thousands of pages. */
export function clinicNode(locale: Locale, siteUrl: string): JsonLdNode {
  const facts = current();
  const made = clinicNodes.get(facts) ?? new Map<string, JsonLdNode>();
  clinicNodes.set(facts, made);
  const key = `${locale.code} ${siteUrl}`;
  let node = made.get(key);
  if (!node) {
    node = buildClinicNode(locale, siteUrl);
    made.set(key, node);
  }
  return node;
}

function buildClinicNode(locale: Locale, siteUrl: string): JsonLdNode {
  const { address, phones } = clinic;
  return {
    '@type': 'MedicalClinic',
    '@id': clinicId(siteUrl),
    name: clinic.name[locale.code],
    alternateName: [...new Set([...localeList.map((l) => clinic.name[l.code]), clinic.shortName])].filter(
      (n) => n !== clinic.name[locale.code],
    ),
    url: `${siteUrl}/`,
    logo: `${siteUrl}/images/logo.svg`,
    image: `${siteUrl}${DEFAULT_SOCIAL_IMAGE}`,
    // The number the site asks patients to call, and every other number it gives them, each with what it is for.
    telephone: clinic.callUs.e164,
    faxNumber: phones.fax.e164,
    contactPoint: [phones.telephone, phones.mobile, phones.afterHours].map((phone) => ({
      '@type': 'ContactPoint',
      telephone: phone.e164,
      contactType: phone.label[locale.code],
      areaServed: 'SG',
    })),
    email: clinic.emails[0],
    address: {
      '@type': 'PostalAddress',
      streetAddress: address.street,
      postalCode: address.postalCode,
      addressLocality: address.locality,
      addressCountry: address.country,
    },
    openingHoursSpecification: clinic.hours
      .filter((row) => row.days.length > 0 && row.opens !== undefined && row.closes !== undefined)
      .map((row) => ({ '@type': 'OpeningHoursSpecification', dayOfWeek: row.days, opens: row.opens, closes: row.closes })),
    medicalSpecialty: 'https://schema.org/Musculoskeletal',
    sameAs: Object.values(clinic.social),
  };
}

function doctorNode(locale: Locale, siteUrl: string, pageUrl: string): JsonLdNode {
  const { doctor } = clinic;
  return {
    '@type': 'Person',
    '@id': doctorId(siteUrl),
    name: doctor.name[locale.code],
    jobTitle: doctor.jobTitle[locale.code],
    worksFor: ref(clinicId(siteUrl)),
    image: `${siteUrl}${doctor.image}`,
    url: pageUrl,
  };
}

/** An author or reviewer of a clinical page, as named in the clinic facts; the lead doctor keeps his one `@id`. */
function personNode(key: PersonKey, locale: Locale, siteUrl: string): JsonLdNode {
  const person = personOf(key);
  if (!person) throw new Error(`${key} is not one of the people in the clinic facts (the front-matter check lets none through)`);
  const isLeadDoctor = person.name === clinic.doctor.name;
  return {
    '@type': 'Person',
    ...(isLeadDoctor ? { '@id': doctorId(siteUrl) } : {}),
    name: person.name[locale.code],
    jobTitle: person.role[locale.code],
    worksFor: ref(clinicId(siteUrl)),
  };
}

/** The sources of a page as schema.org citations. */
function citations(meta: Meta): JsonLdNode[] {
  return (meta.sources ?? []).map((source) => ({
    '@type': 'CreativeWork',
    name: source.title,
    publisher: { '@type': 'Organization', name: source.publisher },
    ...(source.url ? { url: source.url } : {}),
  }));
}

function isClinical(route: Route): boolean {
  return COLLECTIONS.some((c) => c.name === route.collection && c.clinical);
}

function pageTypeOf(route: Route, meta: Meta): string {
  if (isClinical(route) || (route.kind === 'landing' && meta.reviewed)) return 'MedicalWebPage';
  if (route.id === 'about-us') return 'AboutPage';
  if (route.kind === 'contact') return 'ContactPage';
  if (route.kind === 'article-index') return 'CollectionPage';
  return 'WebPage';
}

function breadcrumbNode(items: readonly BreadcrumbItem[], siteUrl: string, pageUrl: string): JsonLdNode {
  return {
    '@type': 'BreadcrumbList',
    '@id': `${pageUrl}#breadcrumb`,
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.text,
      // The current page is plain text in the trail but still has an address.
      item: item.url ? `${siteUrl}${item.url}` : pageUrl,
    })),
  };
}

/** Schema.org asks headlines to stay within 110 characters. */
function headline(title: string): string {
  return title.length <= 110 ? title : `${title.slice(0, 109).trimEnd()}…`;
}

export function structuredData(page: StructuredPage): JsonLdNode[] {
  const { route, locale, siteUrl, meta } = page;
  const graph: JsonLdNode[] = [clinicNode(locale, siteUrl)];
  if (!meta || route.kind === 'error') return graph;

  const pageUrl = `${siteUrl}${route.path}`;
  const isArticle = route.collection === 'blog' || route.collection === 'media';
  const hasTrail = route.kind !== 'home' && (page.breadcrumbs?.length ?? 0) > 1;
  graph.push({
    '@type': pageTypeOf(route, meta),
    '@id': `${pageUrl}#webpage`,
    url: pageUrl,
    name: meta.title,
    description: meta.description,
    inLanguage: locale.hreflang,
    ...(page.image ? { primaryImageOfPage: page.image } : {}),
    ...(meta.reviewed ? { lastReviewed: meta.reviewed } : {}),
    ...(meta.reviewer ? { reviewedBy: personNode(meta.reviewer, locale, siteUrl) } : {}),
    ...(meta.sources?.length ? { citation: citations(meta) } : {}),
    ...(hasTrail ? { breadcrumb: ref(`${pageUrl}#breadcrumb`) } : {}),
    ...(route.kind === 'home' || route.id === 'about-us' || route.kind === 'contact' ? { about: ref(clinicId(siteUrl)) } : {}),
    ...(isArticle ? { mainEntity: ref(`${pageUrl}#article`) } : {}),
  });
  if (isArticle) {
    graph.push({
      '@type': 'BlogPosting',
      '@id': `${pageUrl}#article`,
      headline: headline(meta.title),
      description: meta.description,
      inLanguage: locale.hreflang,
      datePublished: meta.date,
      dateModified: meta.reviewed ?? meta.date,
      ...(page.image ? { image: page.image } : {}),
      author: meta.author ? personNode(meta.author, locale, siteUrl) : ref(clinicId(siteUrl)),
      publisher: ref(clinicId(siteUrl)),
      mainEntityOfPage: ref(`${pageUrl}#webpage`),
    });
  }
  if (hasTrail && page.breadcrumbs) graph.push(breadcrumbNode(page.breadcrumbs, siteUrl, pageUrl));
  if (route.id === 'about-us') graph.push(doctorNode(locale, siteUrl, pageUrl));
  return graph;
}

/** JSON for a `<script type="application/ld+json">`: `<` escaped so no text can close the element. */
export function jsonLdText(graph: readonly JsonLdNode[]): string {
  return JSON.stringify({ '@context': 'https://schema.org', '@graph': graph }).replace(/</g, '\\u003c');
}
