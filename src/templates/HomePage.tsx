import { locales } from '../i18n/locales.ts';
import { TranslationNotice } from '../components/TranslationNotice.tsx';
import { clinic } from '../site/clinic.ts';
import { HeroImage } from '../components/HeroImage.tsx';
import { Icon } from '../ui/Icon.tsx';
import { ProseHtml } from '../components/ProseHtml.tsx';
import { noWrap } from '../components/text.ts';
import { useRender, useT } from '../components/context.ts';
import { EnglishMarker } from '../components/EnglishMarker.tsx';
import { useBodyAreaLinks } from '../components/body-area-links.ts';
import type { ContentIndex } from '../model/content-index.ts';
import { contentLocale } from '../model/reader-copies.ts';
import { baseHead, type PageTemplate, headingHtml } from './types.ts';

/**
 * The body areas as cards, each leading to its landing page or its part of the services overview, then the
 * articles to read first for the areas with a landing page. Left out of search: the pages they lead to are
 * what a search should find.
 */
function FieldGrid({ index }: { readonly index: ContentIndex }) {
  const { locale } = useRender();
  const t = useT();
  const areas = useBodyAreaLinks();
  // A page this site lacks (the test fixture's smaller site) is left out; the site's list is checked by a test.
  const reading = areas.flatMap(({ area }) => {
    const first = area.articles[0];
    return area.landing && first && index.manifest.has(first) ? [index.get(first, locale.code)] : [];
  });
  return (
    <section className="fields" aria-labelledby="fields-title" data-pagefind-ignore="">
      <div className="container">
        <h2 id="fields-title">{t('home.fieldsTitle')}</h2>
        <ul className="fields__grid">
          {areas.map(({ area, href, label }) => (
            <li key={area.id}>
              <a className="field-card" href={href}>
                <span className="field-card__name">{label}</span>
                <Icon name="chevron-right" size={20} />
              </a>
            </li>
          ))}
        </ul>
        {reading.length > 0 && (
          <p className="fields__reading">
            <span className="fields__reading-label">{t('home.readFirst')}</span>{' '}
            {reading.map(({ route, meta }, i) => {
              // A reader copy is at the reader's address, and still in English.
              const lang = contentLocale(route);
              return (
                <span key={route.name}>
                  {i > 0 && ' · '}
                  <a href={route.path} {...(lang === locale.code ? {} : { hrefLang: locales[lang].hreflang })}>
                    {meta.title}
                    <EnglishMarker target={lang} />
                  </a>
                </span>
              );
            })}
          </p>
        )}
      </div>
    </section>
  );
}

function Hero({
  title,
  summary,
  image,
}: {
  readonly title: string;
  readonly summary?: string;
  readonly image?: { src: string; alt: string };
}) {
  const { locale } = useRender();
  const t = useT();
  return (
    <section className="hero" aria-labelledby="page-title">
      <div className="container hero__inner">
        <div className="hero__text">
          <p className="hero__eyebrow">{clinic.name[locale.code]}</p>
          {/* biome-ignore lint/security/noDangerouslySetInnerHtml: `title` is the checked inline markup of `heading`, or the escaped `title`. */}
          <h1 id="page-title" className="hero__title" dangerouslySetInnerHTML={{ __html: title }} />
          {summary && <p className="hero__summary">{summary}</p>}
          <p className="hero__doctor">
            {t('home.doctorLine', { doctor: clinic.doctor.name[locale.code], years: clinic.doctor.yearsOfExperience })}
          </p>
          <div className="hero__actions">
            <a className="button button--primary" href="#enquiry-form">
              {t('home.ctaEnquiry')}
            </a>
            <a className="button button--outline" href={`tel:${clinic.callUs.e164}`}>
              <Icon name="phone" size={20} />
              {noWrap(t('header.callUs'))}
            </a>
          </div>
        </div>
        {image && <HeroImage image={image} loading="first" layout="home-hero" className="hero__image" />}
      </div>
    </section>
  );
}

/** Home: a hero with the two ways to get in touch, the eight fields, then the page's copy. */
export const HomePage: PageTemplate = (input) => {
  const { meta } = input.page;
  return {
    head: baseHead(input),
    main: (
      <>
        <TranslationNotice />
        <Hero title={headingHtml(meta)} summary={meta.summary} image={meta.image} />
        <FieldGrid index={input.index} />
        <div className="container page-body">
          <ProseHtml html={input.html} />
        </div>
      </>
    ),
  };
};
