/**
 * The preview of "Clinic details": what the build would refuse, in the form's words, or, when it would accept
 * the details, the opening hours and phone numbers as the pages will show them in each language (the times are
 * written from opens and closes, so staff see the words their change makes).
 */
import { LOCALE_CODES } from '../i18n/locales.ts';
import { type ClinicFacts, parseClinicFacts } from '../site/clinic-schema.ts';
import { LANGUAGE_NAMES } from '../site/fact-schema.ts';
import { formatTimes } from '../site/hours.ts';
import { clinicProblems, type FactsData, writeClinicFile } from './clinic-facts.ts';
import type { ImmutableLike } from './entries.ts';

const plain = (value: unknown): FactsData =>
  value && typeof (value as { toJS?: unknown }).toJS === 'function' ? ((value as { toJS(): FactsData }).toJS() ?? {}) : {};

function Hours({ facts }: { readonly facts: ClinicFacts }) {
  return (
    <>
      {LOCALE_CODES.map((code) => (
        <section key={code}>
          <h2>{LANGUAGE_NAMES[code]}</h2>
          <dl>
            {facts.hours.map((row) => (
              <div key={row.label.en}>
                <dt>{row.label[code]}</dt>
                <dd>{row.opens && row.closes ? formatTimes(row.opens, row.closes, code) : '—'}</dd>
              </div>
            ))}
          </dl>
          <ul>
            {Object.values(facts.phones).map((phone) => (
              <li key={phone.number}>
                {phone.label[code]}: {phone.number}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}

export function ClinicPreview({ entry }: { readonly entry: ImmutableLike }) {
  const data = plain(entry.get('data'));
  const problems = clinicProblems(data);
  const parsed = problems.length ? undefined : parseClinicFacts(writeClinicFile(data));
  return (
    <main style={{ font: '16px/1.5 system-ui, sans-serif', padding: '8px 16px' }}>
      {problems.length > 0 && (
        <div role="alert" style={{ background: '#fff4e5', border: '2px solid #b45309', color: '#3b2000', padding: '12px 16px' }}>
          <p style={{ margin: 0, fontWeight: 700 }}>The site cannot use these details yet. Please correct:</p>
          <ul style={{ margin: '8px 0 0' }}>
            {problems.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
        </div>
      )}
      {parsed?.value && (
        <>
          <h1>How the pages will show the opening hours and numbers</h1>
          <Hours facts={parsed.value} />
        </>
      )}
    </main>
  );
}
