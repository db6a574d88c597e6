/**
 * Where a form is sent: `POST {service}/api/{formId}` with the
 * current locale, and `test=1` when the page runs on a local host so development sends are marked as tests.
 */
export const MISSING_FORM_ID = 'No hapiform ID provided!';

/** Host names a browser reports for this machine (`location.hostname` writes IPv6 in brackets). */
const LOCAL_HOSTS: ReadonlySet<string> = new Set(['localhost', '127.0.0.1', '[::1]']);

export function isLocalHost(hostname: string): boolean {
  return LOCAL_HOSTS.has(hostname.toLowerCase());
}

export interface EndpointOptions {
  /** Base URL of the form service, e.g. https://hapiform.sg (a trailing slash is tolerated). */
  readonly serviceUrl: string;
  readonly formId: string;
  /** The page's locale code (en, cn, bh): the service answers its messages in it. */
  readonly locale: string;
  /** `location.hostname` of the page; empty on the server, where no test flag applies. */
  readonly hostname: string;
}

export function formEndpoint({ serviceUrl, formId, locale, hostname }: EndpointOptions): string {
  if (formId.trim() === '') throw new Error(MISSING_FORM_ID);
  const url = new URL(`${serviceUrl.replace(/\/+$/, '')}/api/${encodeURIComponent(formId)}`);
  url.searchParams.set('locale', locale);
  if (isLocalHost(hostname)) url.searchParams.set('test', '1');
  return url.toString();
}
