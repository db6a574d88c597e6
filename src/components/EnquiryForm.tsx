import { EnquiryFormIsland, type EnquiryFormIslandProps } from '../islands/EnquiryFormIsland.tsx';
import { Island } from '../islands/Island.tsx';
import { clinic } from '../site/clinic.ts';
import { whatsappHref } from '../site/links.ts';
import { useRender, useT } from './context.ts';
import { EmergencyNote, NoScriptNote, PrivacyNote } from './FormNotes.tsx';

export interface EnquiryFormProps {
  /** Prefix for field ids: the form appears more than once on some pages (footer, sidebar). */
  readonly idPrefix: string;
}

/** Everything the enquiry form island needs, from the page's context and the catalogues: plain data only. */
export function useEnquiryFormProps(idPrefix: string): EnquiryFormIslandProps {
  const { config, route, locale, manifest } = useRender();
  const t = useT();
  const call = clinic.callUs;
  return {
    idPrefix,
    formId: config.enquiryFormId,
    serviceUrl: config.formServiceUrl,
    locale: locale.code,
    xOrigin: `${config.siteUrl}${route.path}`,
    thankYouPath: manifest.href('thank-you', locale.code),
    callHref: `tel:${call.e164}`,
    whatsappHref: whatsappHref(locale.code),
    labels: {
      name: t('form.name'),
      email: t('form.email'),
      phone: t('form.phone'),
      message: t('form.message'),
      requiredNote: t('form.requiredNote'),
      submit: t('form.submit'),
      loading: t('form.loading'),
      stillSending: t('form.stillSending'),
      errorSummary: t('form.errorSummary'),
      errorGeneral: t('form.errorGeneral'),
      errorPrefix: t('form.errorPrefix'),
      call: t('footer.callButton', { phone: call.display }),
      whatsapp: t('whatsapp.link'),
    },
  };
}

/**
 * The enquiry form, placed in the footer's enquiry block, the right sidebar and on contact-us. It is complete,
 * working HTML (a multipart POST to the form service) and an island that hydrates only when the visitor starts
 * using it (focus or press), after the page's load event: React is never on the critical path of a page, and a
 * visitor who only reads never downloads it. Wherever it is, it
 * says first that it is not for emergencies, and after it how the personal data it asks for is handled; both
 * notes are plain server HTML outside the island.
 */
export function EnquiryForm({ idPrefix }: EnquiryFormProps) {
  const props = useEnquiryFormProps(idPrefix);
  // One box for the layouts that place the form (the footer's and the contact page's grids).
  return (
    <div className="enquiry-area" data-keep-clear="">
      <EmergencyNote />
      <NoScriptNote
        callHref={props.callHref}
        callLabel={props.labels.call}
        whatsappHref={props.whatsappHref}
        whatsappLabel={props.labels.whatsapp}
      />
      <Island name="enquiry" instance={idPrefix} component={EnquiryFormIsland} load="interaction" props={props} />
      <PrivacyNote />
    </div>
  );
}
