import { ContactBlock } from '../components/ContactBlock.tsx';
import { TranslationNotice } from '../components/TranslationNotice.tsx';
import { DoctorCredentials } from '../components/DoctorCredentials.tsx';
import { FirstVisit } from '../components/FirstVisit.tsx';
import { GettingThere } from '../components/GettingThere.tsx';
import { PublicLines } from '../components/PublicLines.tsx';
import { EnquiryForm } from '../components/EnquiryForm.tsx';
import { PageHeader } from '../components/PageHeader.tsx';
import { ProseHtml } from '../components/ProseHtml.tsx';
import { useT } from '../components/context.ts';
import { breadcrumbsFor } from './breadcrumbs.ts';
import { baseHead, type PageTemplate, headingHtml } from './types.ts';

function ContactForm() {
  const t = useT();
  return (
    // The form's labels and notes are not what a reader searches for (search-marks.ts).
    <section className="enquiry-block enquiry-block--page" id="enquiry-form" aria-labelledby="enquiry-form-title" data-pagefind-ignore="">
      <h2 id="enquiry-form-title">{t('form.title')}</h2>
      <p>{t('form.intro')}</p>
      <EnquiryForm idPrefix="contact-form" />
    </section>
  );
}

/** Contact us (contact-us layout): the copy and contact details beside the enquiry form, which has the anchor. */
export const ContactPage: PageTemplate = (input) => {
  const { meta } = input.page;
  return {
    head: baseHead(input),
    main: (
      <>
        <TranslationNotice />
        <PageHeader title={headingHtml(meta)} links={breadcrumbsFor(input)} headingTag="h1" summary={meta.summary} />
        <div className="container contact-page">
          {/* Directions and what to bring mention body parts in passing ("shorts for a knee problem"): search weighs
              this page's words low, so it never comes before the pages about them. */}
          <div className="contact-page__info" data-pagefind-weight="0.5">
            <ProseHtml html={input.html} />
            <ContactBlock />
            <PublicLines />
            <GettingThere />
            <FirstVisit />
            <DoctorCredentials />
          </div>
          <ContactForm />
        </div>
      </>
    ),
  };
};
