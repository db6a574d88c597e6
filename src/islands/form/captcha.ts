/**
 * The captcha step of the reusable form logic. The enquiry form runs with it turned
 * off; it is kept, and tested, for forms that need it. The widget script loads on its own schedule, so the
 * rendering is retried every 200 ms until its API is there; a submission then needs a response token, which a
 * verification service checks (`POST {token}` as JSON, answer `{success: boolean}`).
 */
import type { Fetch } from './send.ts';

export const CAPTCHA_EMPTY = "You can't leave Captcha Code empty";
export const CAPTCHA_INVALID = 'captcha invalid: timeout or duplicate.';
export const CAPTCHA_NO_ELEMENT = "Can't find recaptcha rendering element.";
export const CAPTCHA_POLL_MS = 200;
/** The errors key a captcha problem is reported under. */
export const CAPTCHA_FIELD = 'captcha';

/** The part of the reCAPTCHA API the form uses. */
export interface CaptchaApi {
  render(element: HTMLElement, options: { readonly sitekey: string }): number;
  getResponse(widgetId?: number): string;
  reset(widgetId?: number): void;
}

export interface CaptchaWidget {
  readonly api: CaptchaApi;
  readonly id: number;
}

/** A problem the visitor can fix (shown like a field error), as opposed to a failure to reach the checker. */
export class CaptchaError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CaptchaError';
  }
}

export interface RenderCaptchaOptions {
  readonly elementId: string;
  readonly siteKey: string;
  readonly document: Document;
  /** The widget API once its script has loaded (e.g. `() => window.grecaptcha`), undefined until then. */
  readonly api: () => CaptchaApi | undefined;
}

export interface PendingCaptcha {
  readonly widget: Promise<CaptchaWidget>;
  /** Stops polling (the form went away before the script loaded). */
  cancel(): void;
}

export function renderCaptcha({ elementId, siteKey, document, api }: RenderCaptchaOptions): PendingCaptcha {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let cancelled = false;
  const widget = new Promise<CaptchaWidget>((resolve, reject) => {
    const attempt = () => {
      if (cancelled) return;
      const loaded = api();
      if (!loaded || typeof loaded.render !== 'function') {
        timer = setTimeout(attempt, CAPTCHA_POLL_MS);
        return;
      }
      const element = document.getElementById(elementId);
      if (!element) return reject(new Error(CAPTCHA_NO_ELEMENT));
      resolve({ api: loaded, id: loaded.render(element, { sitekey: siteKey }) });
    };
    attempt();
  });
  return {
    widget,
    cancel: () => {
      cancelled = true;
      clearTimeout(timer);
    },
  };
}

/**
 * Checks the visitor's captcha response before the form is sent. Throws CaptchaError for an empty or rejected
 * response (the widget is reset so a fresh challenge can be solved); a network failure of the verification
 * call is thrown as it is, and the form treats it like any failure to send.
 */
export async function verifyCaptcha(widget: CaptchaWidget, verifyUrl: string, fetchImpl: Fetch): Promise<void> {
  const token = widget.api.getResponse(widget.id);
  if (!token) throw new CaptchaError(CAPTCHA_EMPTY);
  const response = await fetchImpl(verifyUrl, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify({ token }),
  });
  const answer = (await response.json().catch(() => null)) as { success?: unknown } | null;
  if (!response.ok || answer?.success !== true) {
    widget.api.reset(widget.id);
    throw new CaptchaError(CAPTCHA_INVALID);
  }
}
