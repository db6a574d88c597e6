import { useId, type MouseEvent, type Ref } from 'react';
import { OtherWays, type OtherWaysProps } from './OtherWays.tsx';

export interface FormErrorSummaryProps extends OtherWaysProps {
  /** 'invalid': the service named fields; 'failed': no usable answer (network, server error). */
  readonly kind: 'invalid' | 'failed';
  /** First message per field, in the order the fields appear. */
  readonly problems: ReadonlyArray<{ readonly message: string; readonly fieldId?: string }>;
  readonly title: string;
  readonly generalText: string;
  readonly ref?: Ref<HTMLDivElement>;
}

/** A link to a field moves focus into the field itself, not only the page to it (GOV.UK's error summary). */
function focusField(event: MouseEvent<HTMLAnchorElement>, fieldId: string) {
  const field = document.getElementById(fieldId);
  if (!field) return;
  event.preventDefault();
  field.closest('.form-field')?.scrollIntoView({ block: 'start' });
  field.focus({ preventScroll: true });
}

/**
 * The problems of a failed submission, focused when it appears so keyboard and screen-reader users land on it
 * (the GOV.UK error summary). A general failure says that nothing was lost and offers the other ways in.
 */
export function FormErrorSummary({ ref, ...props }: FormErrorSummaryProps) {
  const titleId = useId();
  return (
    // biome-ignore lint/a11y/useSemanticElements: a group of messages named by its title, not a set of form controls (fieldset).
    <div className={`form-summary form-summary--${props.kind}`} ref={ref} tabIndex={-1} role="group" aria-labelledby={titleId}>
      <div role="alert">
        {props.kind === 'invalid' ? (
          <>
            {/* Not a heading: the form sits under an h2 in the footer and an h3 in the sidebar, so no level fits both. */}
            <p className="form-summary__title" id={titleId}>
              {props.title}
            </p>
            <ul className="form-summary__list">
              {props.problems.map(({ message, fieldId }) => (
                <li key={`${fieldId ?? ''}${message}`}>
                  {fieldId ? (
                    <a href={`#${fieldId}`} onClick={(event) => focusField(event, fieldId)}>
                      {message}
                    </a>
                  ) : (
                    message
                  )}
                </li>
              ))}
            </ul>
          </>
        ) : (
          <>
            <p className="form-summary__title" id={titleId}>
              {props.generalText}
            </p>
            <OtherWays
              callHref={props.callHref}
              callLabel={props.callLabel}
              whatsappHref={props.whatsappHref}
              whatsappLabel={props.whatsappLabel}
            />
          </>
        )}
      </div>
    </div>
  );
}
