import { PageHeader } from '../components/PageHeader.tsx';
import { ProseHtml } from '../components/ProseHtml.tsx';
import { ReviewDates } from '../components/ReviewDates.tsx';
import { HeroImage } from '../components/HeroImage.tsx';
import { breadcrumbsFor } from './breadcrumbs.ts';
import { baseHead, type PageTemplate, headingHtml } from './types.ts';

/** About us, services, the landing pages and thank-you: a page header, an optional picture and the copy. */
export const ContentPage: PageTemplate = (input) => {
  const { meta } = input.page;
  return {
    head: baseHead(input),
    main: (
      <>
        <PageHeader title={headingHtml(meta)} links={breadcrumbsFor(input)} headingTag="h1" summary={meta.summary} />
        <div className="container page-body">
          {meta.image && <HeroImage image={meta.image} eager />}
          <ReviewDates reviewed={meta.reviewed} nextReview={meta.nextReview} />
          <ProseHtml html={input.html} />
        </div>
      </>
    ),
  };
};
