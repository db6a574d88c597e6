import { useEffect, useRef, useState, type FormEvent } from 'react';
import { createFormController, type FormController } from './form/controller.ts';
import { DRAFT_ATTRIBUTE, draftStorageKey, readDraft, restoreDraft, sessionStore } from './form/draft.ts';
import { formEndpoint } from './form/endpoint.ts';
import { ORIGIN_FIELD } from './form/fields.ts';
import { initialFormState, type FormState } from './form/state.ts';
import { FormErrorSummary } from './FormErrorSummary.tsx';
import { FormField } from './FormField.tsx';
import { useHydrated } from './use-hydrated.ts';
import { HOLD_ATTRIBUTE, READY_EVENT } from './held-send.ts';
import { StillSending } from './StillSending.tsx';

export interface EnquiryFormLabels {
  readonly name: string;
  readonly email: string;
  readonly phone: string;
  readonly message: string;
  readonly requiredNote: string;
  readonly submit: string;
  readonly loading: string;
  /** Said when a send has taken 15 s: it is still going, and what was typed is kept. */
  readonly stillSending: string;
  readonly errorSummary: string;
  readonly errorGeneral: string;
  readonly errorPrefix: string;
  readonly call: string;
  readonly whatsapp: string;
}

export interface EnquiryFormIslandProps {
  /** Prefix of the field ids: the form appears more than once on some pages (footer, sidebar). */
  readonly idPrefix: string;
  readonly formId: string;
  readonly serviceUrl: string;
  readonly locale: string;
  /** The page's public address, sent by the form without JavaScript; with it, the browser's own address is sent. */
  readonly xOrigin: string;
  readonly thankYouPath: string;
  readonly callHref: string;
  readonly whatsappHref: string;
  readonly labels: EnquiryFormLabels;
}

const FORM_FIELDS = [
  { name: 'name', label: 'name', type: 'text', autoComplete: 'name', required: true },
  { name: 'email', label: 'email', type: 'email', autoComplete: 'email', required: true },
  { name: 'contact', label: 'phone', type: 'tel', autoComplete: 'tel', required: true },
  { name: 'message', label: 'message', multiline: true, required: false },
] as const;

/**
 * The enquiry form. Without JavaScript it is a plain multipart POST to the form service; hydrated, it
 * sends with the reusable form logic (captcha off) and shows its states: idle, busy, sent, invalid, failed. The fields are uncontrolled:
 * the DOM holds what the visitor typed, so hydration, a failed send or a re-render never touches it.
 */
export function EnquiryFormIsland(props: EnquiryFormIslandProps) {
  const { idPrefix, formId, labels } = props;
  const form = useRef<HTMLFormElement>(null);
  const summary = useRef<HTMLDivElement>(null);
  const controller = useRef<FormController | null>(null);
  const [state, setState] = useState<FormState>(initialFormState);
  const hydrated = useHydrated();

  useEffect(() => {
    const element = form.current;
    if (!element) return;
    // A copy swapped into the page after load was not there when the entry module restored drafts.
    restoreDraft(element, readDraft(sessionStore(window), draftStorageKey(formId)));
    controller.current = createFormController({
      form: element,
      serviceUrl: props.serviceUrl,
      formId,
      locale: props.locale,
      thankYouPath: props.thankYouPath,
      onChange: setState,
      env: { location: window.location, fetch: (input, init) => window.fetch(input, init), storage: sessionStore(window) },
    });
    // A send pressed before this code arrived was held (held-send.ts): it goes now, through the controller.
    element.dispatchEvent(new Event(READY_EVENT, { bubbles: true }));
  }, [formId, props.serviceUrl, props.locale, props.thankYouPath]);

  useEffect(() => {
    if (state.phase === 'invalid' || state.phase === 'failed') summary.current?.focus();
  }, [state]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    // Until the controller exists the form posts the plain way, which works too.
    if (!controller.current) return;
    event.preventDefault();
    void controller.current.submit();
  };

  const fieldId = (name: string) => `${idPrefix}-${name}`;
  const known = new Set<string>(FORM_FIELDS.map((f) => f.name));
  const problems = [
    ...FORM_FIELDS.filter((f) => state.errors[f.name]).map((f) => ({ message: state.errors[f.name] as string, fieldId: fieldId(f.name) })),
    ...Object.entries(state.errors)
      .filter(([name]) => !known.has(name))
      .map(([, message]) => ({ message })),
  ];
  const ways = { callHref: props.callHref, callLabel: labels.call, whatsappHref: props.whatsappHref, whatsappLabel: labels.whatsapp };
  const busy = state.phase === 'busy';
  const failed = state.phase === 'invalid' || state.phase === 'failed';
  return (
    <form
      ref={form}
      className="enquiry-form"
      method="post"
      encType="multipart/form-data"
      action={formEndpoint({ serviceUrl: props.serviceUrl, formId, locale: props.locale, hostname: '' })}
      // Once this code runs, the service validates and answers in the page's language (the browser's own bubbles
      // would not); until then the browser's check of the required fields keeps an empty send on this page.
      noValidate={hydrated}
      onSubmit={onSubmit}
      {...{ [DRAFT_ATTRIBUTE]: draftStorageKey(formId), [HOLD_ATTRIBUTE]: '' }}
      data-status={state.status ?? undefined}
    >
      <input type="hidden" name={ORIGIN_FIELD} value={props.xOrigin} />
      {failed && (
        <FormErrorSummary
          ref={summary}
          kind={state.phase === 'invalid' ? 'invalid' : 'failed'}
          problems={problems}
          title={labels.errorSummary}
          generalText={labels.errorGeneral}
          {...ways}
        />
      )}
      {FORM_FIELDS.map((field) => (
        <FormField
          key={field.name}
          id={fieldId(field.name)}
          name={field.name}
          label={labels[field.label]}
          type={'type' in field ? field.type : undefined}
          multiline={'multiline' in field}
          autoComplete={'autoComplete' in field ? field.autoComplete : undefined}
          required={field.required}
          error={state.errors[field.name]}
          errorPrefix={labels.errorPrefix}
        />
      ))}
      <p className="form-note">{labels.requiredNote}</p>
      <button className="button button--primary enquiry-form__submit" type="submit">
        {busy ? labels.loading : labels.submit}
      </button>
      {/* The button is disabled while busy and may lose focus, so the state is also announced. */}
      <p className="visually-hidden" role="status">
        {busy ? labels.loading : ''}
      </p>
      <StillSending busy={busy} text={labels.stillSending} {...ways} />
    </form>
  );
}
