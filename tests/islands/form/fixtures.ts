/**
 * The enquiry form's fixture for the form-logic tests: the same fields, names and ids the island renders, as
 * plain markup in a happy-dom document, plus a recording fetch with scripted answers.
 */
import type { Fetch } from '../../../src/islands/form/send.ts';

export const ENQUIRY_MARKUP = `
  <form data-draft-key="form-draft:test-form" method="post" enctype="multipart/form-data" action="https://forms.test/api/test-form?locale=en">
    <input type="hidden" name="x_origin" value="https://clinic.test/about-us/">
    <input id="f-name" name="name" type="text">
    <input id="f-email" name="email" type="email">
    <input id="f-contact" name="contact" type="tel">
    <textarea id="f-message" name="message"></textarea>
    <button type="submit">Send enquiry</button>
  </form>`;

export function enquiryForm(markup = ENQUIRY_MARKUP): HTMLFormElement {
  document.body.innerHTML = markup;
  return document.querySelector('form') as HTMLFormElement;
}

export function fill(form: HTMLFormElement, values: Record<string, string>): void {
  for (const [name, value] of Object.entries(values)) {
    (form.elements.namedItem(name) as HTMLInputElement).value = value;
  }
}

export interface RecordedCall {
  readonly url: string;
  readonly init: RequestInit;
}

/** A fetch that records each call and answers from a script (a Response, or an Error to reject with). */
export function scriptedFetch(...answers: Array<Response | Error | (() => Promise<Response>)>): Fetch & { calls: RecordedCall[] } {
  const calls: RecordedCall[] = [];
  const fetch = async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    const answer = answers.shift();
    if (!answer) throw new Error(`unexpected request to ${url}`);
    if (answer instanceof Error) throw answer;
    return typeof answer === 'function' ? answer() : answer;
  };
  return Object.assign(fetch, { calls });
}

export function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** The entries of a FormData body, files as "file:<name>:<size>". */
export function entriesOf(body: unknown): Array<[string, string]> {
  return [...(body as FormData).entries()].map(([name, value]) => [
    name,
    typeof value === 'string' ? value : `file:${(value as File).name}:${value.size}`,
  ]);
}
