import { DoctorCredentials } from '../components/DoctorCredentials.tsx';
import { TranslationNotice } from '../components/TranslationNotice.tsx';
import { FirstVisit } from '../components/FirstVisit.tsx';
import { PageHeader } from '../components/PageHeader.tsx';
import { ProseHtml } from '../components/ProseHtml.tsx';
import { ReviewDates } from '../components/ReviewDates.tsx';
import { HeroImage } from '../components/HeroImage.tsx';
import { KeyPoints } from '../components/KeyPoints.tsx';
import { Sources } from '../components/Sources.tsx';
import { UrgentCare } from '../components/UrgentCare.tsx';
import { breadcrumbsFor } from './breadcrumbs.ts';
import { baseHead, type PageTemplate, headingHtml } from './types.ts';

/** About us, services, the landing pages and thank-you: a page header, an optional picture and the copy; the clinical parts where the page has them (when to get help right after the key points, near the top as NHS pages place urgent advice). */
export const ContentPage: PageTemplate = (input) => {
  const { meta } = input.page;
  return {
    head: baseHead(input),
    main: (
      <>
        <TranslationNotice />
        <PageHeader title={headingHtml(meta)} links={breadcrumbsFor(input)} headingTag="h1" summary={meta.summary} />
        <div className="container page-body">
          {meta.image && <HeroImage image={meta.image} loading="first" />}
          <ReviewDates reviewed={meta.reviewed} nextReview={meta.nextReview} author={meta.author} reviewer={meta.reviewer} />
          <KeyPoints points={meta.keyPoints} />
          <UrgentCare ids={meta.warningSigns} />
          {/* The services overview: each body area's section (heading, words, links) is shown as a card. */}
          <ProseHtml html={input.html} className={input.page.route.id === 'services' ? 'prose--areas' : ''} />
          {/* Who we are: what a patient checks before trusting a specialist, and what a first visit needs. */}
          {input.page.route.id === 'about-us' && (
            <>
              <DoctorCredentials />
              <FirstVisit />
            </>
          )}
          <Sources sources={meta.sources} />
        </div>
      </>
    ),
  };
};
