/**
 * The error event of a failed submission: a DOM CustomEvent on the form, which bubbles so a page-level
 * listener can hear every form, and a `dataLayer` entry when analytics are on. The analytics entry carries the
 * status and the names of the rejected fields only: never a value and never a message, which may quote one.
 */
import type { FieldErrors } from './send.ts';

export const FORM_ERROR_EVENT = 'enquiry:error';
export const DATALAYER_EVENT = 'enquiry_error';

export interface FormErrorDetail {
  readonly formId: string;
  /** HTTP status; 0 when no answer came; null when a local check (the captcha) stopped the send. */
  readonly status: number | null;
  readonly errors: FieldErrors;
}

export function raiseFormError(form: HTMLFormElement, detail: FormErrorDetail): void {
  form.dispatchEvent(new CustomEvent<FormErrorDetail>(FORM_ERROR_EVENT, { bubbles: true, detail }));
  // Analytics are loaded by their own module only when turned on; without it there is no dataLayer to fill.
  const layer = (form.ownerDocument.defaultView as (Window & { dataLayer?: unknown }) | null)?.dataLayer;
  if (Array.isArray(layer)) {
    layer.push({ event: DATALAYER_EVENT, form_id: detail.formId, status: detail.status, error_fields: Object.keys(detail.errors) });
  }
}
