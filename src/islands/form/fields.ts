/**
 * Reading a form's values and turning them into the form service's multipart body: each field
 * by its name, array values as `name[index]`, files as `files[index]` (one running index over every file), and
 * `x_origin`, the page the visitor sent it from.
 */
export type FieldValue = string | Blob | readonly (string | Blob)[];
export type Fields = ReadonlyArray<readonly [name: string, value: FieldValue]>;

/** The payload's own field; a form's hidden input of that name is replaced by the page's real address. */
export const ORIGIN_FIELD = 'x_origin';

const NOT_VALUES = new Set(['submit', 'button', 'reset', 'image']);

function isFileInput(element: Element): element is HTMLInputElement {
  return element.tagName === 'INPUT' && (element as HTMLInputElement).type === 'file';
}

/**
 * The successful controls of a form, in document order, as the browser itself would submit them, except that a
 * control that can hold several values (a file input, a multiple select, a group of same-named checkboxes)
 * always gives an array, so the service sees one shape whatever the visitor picked.
 */
export function readFields(form: HTMLFormElement): Fields {
  const controls = [...form.elements] as Array<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement | HTMLButtonElement>;
  const named = (name: string) => controls.filter((c) => c.name === name);
  const fields: Array<readonly [string, FieldValue]> = [];
  const seen = new Set<string>();
  for (const control of controls) {
    const { name } = control;
    if (!name || control.disabled || seen.has(name) || NOT_VALUES.has(control.type)) continue;
    if (control.tagName === 'FIELDSET' || control.tagName === 'OUTPUT' || control.tagName === 'OBJECT') continue;
    seen.add(name);
    const group = named(name);
    if (isFileInput(control)) {
      fields.push([name, group.flatMap((c) => (isFileInput(c) && c.files ? [...c.files] : []))]);
    } else if (control.tagName === 'SELECT' && (control as HTMLSelectElement).multiple) {
      fields.push([name, [...(control as HTMLSelectElement).selectedOptions].map((o) => o.value)]);
    } else if (control.type === 'checkbox' || control.type === 'radio') {
      const checked = group.filter((c) => (c as HTMLInputElement).checked).map((c) => c.value);
      if (control.type === 'radio' || group.length === 1) {
        if (checked[0] !== undefined) fields.push([name, checked[0]]);
      } else {
        fields.push([name, checked]);
      }
    } else {
      fields.push([name, control.value]);
    }
  }
  return fields;
}

function fileName(value: Blob): string | undefined {
  return 'name' in value && typeof value.name === 'string' ? value.name : undefined;
}

/** The multipart body for the form service. `xOrigin` is `location.origin + location.pathname`. */
export function buildPayload(fields: Fields, xOrigin: string): FormData {
  const body = new FormData();
  let files = 0;
  const add = (name: string, value: string | Blob) => {
    if (typeof value === 'string') body.append(name, value);
    else {
      const key = `files[${files++}]`;
      const filename = fileName(value);
      if (filename === undefined) body.append(key, value);
      else body.append(key, value, filename);
    }
  };
  for (const [name, value] of fields) {
    if (name === ORIGIN_FIELD) continue;
    if (Array.isArray(value)) {
      for (const [index, item] of (value as readonly (string | Blob)[]).entries()) add(`${name}[${index}]`, item);
    } else add(name, value as string | Blob);
  }
  body.append(ORIGIN_FIELD, xOrigin);
  return body;
}

/** The same fields as plain JSON (the webhook's JSON form): arrays stay arrays, files cannot travel and are left out. */
export function fieldsToJson(fields: Fields, xOrigin: string): Record<string, string | string[]> {
  const json: Record<string, string | string[]> = {};
  for (const [name, value] of fields) {
    if (name === ORIGIN_FIELD) continue;
    if (typeof value === 'string') json[name] = value;
    else if (Array.isArray(value)) json[name] = (value as readonly (string | Blob)[]).filter((v): v is string => typeof v === 'string');
  }
  json[ORIGIN_FIELD] = xOrigin;
  return json;
}
