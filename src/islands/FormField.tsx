/** One labelled field of a form island, with its error message under it when the service rejected it. */
export interface FormFieldProps {
  readonly id: string;
  readonly name: string;
  readonly label: string;
  readonly type?: 'text' | 'email' | 'tel';
  readonly multiline?: boolean;
  readonly autoComplete?: string;
  readonly required: boolean;
  /** The first message the service gave for this field, if any. */
  readonly error?: string;
  /** Read before the message by screen readers ("Error:"), hidden on screen where colour and place say it. */
  readonly errorPrefix: string;
}

export function FormField({ id, name, label, type = 'text', multiline, autoComplete, required, error, errorPrefix }: FormFieldProps) {
  const errorId = `${id}-error`;
  // `required`: before the island's code has loaded, and with JavaScript off, the browser itself stops a send
  // with an empty required field (EnquiryFormIsland.tsx leaves the checking to the service once it runs).
  const aria = {
    required: required || undefined,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
  };
  return (
    <div className={error ? 'form-field form-field--invalid' : 'form-field'}>
      <label htmlFor={id}>
        {label}
        {required && (
          <>
            {' '}
            {/* The asterisk is for sighted visitors; screen readers hear the field's `required` instead. */}
            <span className="form-field__required" aria-hidden="true">
              *
            </span>
          </>
        )}
      </label>
      {multiline ? (
        <textarea id={id} name={name} rows={4} autoComplete={autoComplete} {...aria} />
      ) : (
        <input id={id} name={name} type={type} autoComplete={autoComplete} {...aria} />
      )}
      {error && (
        <p className="form-field__error" id={errorId}>
          <span className="visually-hidden">{errorPrefix} </span>
          {error}
        </p>
      )}
    </div>
  );
}
