/**
 * One request to the form service and what its answer means: any 2xx is success,
 * a 422 carries `{errors: {field: [message, ...]}}`, anything else or a network failure is a general error.
 * There is deliberately no timeout: a slow connection must not turn a sent enquiry into a failure.
 */
export type FieldErrors = Readonly<Record<string, readonly string[]>>;

export type SendResult =
  | { readonly kind: 'sent'; readonly status: number }
  | { readonly kind: 'invalid'; readonly status: number; readonly errors: FieldErrors }
  /** status 0: the request never got an answer (offline, connection dropped, blocked). */
  | { readonly kind: 'failed'; readonly status: number };

export type Fetch = (input: string, init: RequestInit) => Promise<Response>;

export async function sendForm(endpoint: string, body: FormData, fetchImpl: Fetch): Promise<SendResult> {
  let response: Response;
  try {
    // No Content-Type: the browser writes the multipart boundary itself. Accept is CORS-safelisted, so the
    // request stays "simple" and needs no preflight.
    response = await fetchImpl(endpoint, { method: 'POST', body, headers: { Accept: 'application/json' } });
  } catch {
    return { kind: 'failed', status: 0 };
  }
  if (response.ok) return { kind: 'sent', status: response.status };
  if (response.status === 422) {
    const errors = await readErrors(response);
    if (errors) return { kind: 'invalid', status: 422, errors };
  }
  return { kind: 'failed', status: response.status };
}

/** The `errors` object of a 422, keeping only lists of strings; null when the body is not that shape. */
async function readErrors(response: Response): Promise<FieldErrors | null> {
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    return null;
  }
  const errors = (body as { errors?: unknown } | null)?.errors;
  if (!errors || typeof errors !== 'object' || Array.isArray(errors)) return null;
  const clean: Record<string, string[]> = {};
  for (const [field, messages] of Object.entries(errors)) {
    const list = (Array.isArray(messages) ? messages : [messages]).filter((m): m is string => typeof m === 'string' && m !== '');
    if (list.length) clean[field] = list;
  }
  return Object.keys(clean).length ? clean : null;
}

/** Spec 5: only the first message of each field is shown. */
export function firstMessages(errors: FieldErrors): Readonly<Record<string, string>> {
  const first: Record<string, string> = {};
  for (const [field, messages] of Object.entries(errors)) if (messages[0] !== undefined) first[field] = messages[0];
  return first;
}
