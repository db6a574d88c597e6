import { clinic } from '../site/clinic.ts';
import { HeroImage } from '../components/HeroImage.tsx';
import { Icon } from '../ui/Icon.tsx';
import { ProseHtml } from '../components/ProseHtml.tsx';
import { noWrap } from '../components/text.ts';
import { useRender, useT } from '../components/context.ts';
import { SPECIALTIES } from './specialties.ts';
import { baseHead, type PageTemplate, headingHtml } from './types.ts';

function FieldGrid() {
  const { manifest, locale } = useRender();
  const t = useT();
  const services = manifest.href('services', locale.code);
  return (
    <section className="fields" aria-labelledby="fields-title">
      <div className="container">
        <h2 id="fields-title">{t('home.fieldsTitle')}</h2>
        <ul className="fields__grid">
          {SPECIALTIES.map((field) => (
            <li key={field}>
              <a className="field-card" href={`${services}#${field}`}>
                <span className="field-card__name">{t(`fields.${field}`)}</span>
                <Icon name="chevron-right" size={20} />
              </a>
            </li>
          ))}
        </ul>
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
        <Hero title={headingHtml(meta)} summary={meta.summary} image={meta.image} />
        <FieldGrid />
        <div className="container page-body">
          <ProseHtml html={input.html} />
        </div>
      </>
    ),
  };
};
