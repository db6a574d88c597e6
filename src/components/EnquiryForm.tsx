import { useRender, useT } from './context.ts';

export interface EnquiryFormProps {
  /** Prefix for field ids: the form appears more than once on some pages (footer, sidebar). */
  readonly idPrefix: string;
}

/** The form service URL of the enquiry form in this locale (spec 7, call 1; DECISIONS). */
export function useEnquiryAction(): string {
  const { config, locale } = useRender();
  return `${config.formServiceUrl}/api/${encodeURIComponent(config.enquiryFormId)}?locale=${locale.code}`;
}

/**
 * The enquiry form's server markup: with JavaScript off it is a working multipart POST to the form service.
 * Name, email and phone are required (spec 5), marked with an asterisk that screen readers skip in favour of
 * aria-required. The server does all validation, so there is no `required` attribute to pre-empt it.
 */
export function EnquiryForm({ idPrefix }: EnquiryFormProps) {
  const { config, route } = useRender();
  const t = useT();
  const action = useEnquiryAction();
  const field = (name: string) => `${idPrefix}-${name}`;
  const required = (
    <span className="form-field__required" aria-hidden="true">
      *
    </span>
  );
  return (
    <form className="enquiry-form" method="post" encType="multipart/form-data" action={action} data-form-id={config.enquiryFormId}>
      <input type="hidden" name="x_origin" value={`${config.siteUrl}${route.path}`} />
      <div className="form-field">
        <label htmlFor={field('name')}>
          {t('form.name')} {required}
        </label>
        <input id={field('name')} name="name" type="text" autoComplete="name" aria-required="true" />
      </div>
      <div className="form-field">
        <label htmlFor={field('email')}>
          {t('form.email')} {required}
        </label>
        <input id={field('email')} name="email" type="email" autoComplete="email" aria-required="true" />
      </div>
      <div className="form-field">
        <label htmlFor={field('contact')}>
          {t('form.phone')} {required}
        </label>
        <input id={field('contact')} name="contact" type="tel" autoComplete="tel" aria-required="true" />
      </div>
      <div className="form-field">
        <label htmlFor={field('message')}>{t('form.message')}</label>
        <textarea id={field('message')} name="message" rows={4} />
      </div>
      <p className="form-note">{t('form.requiredNote')}</p>
      <button className="button button--primary" type="submit">
        {t('form.submit')}
      </button>
    </form>
  );
}
