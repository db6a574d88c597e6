import { WHEN_TO_GET_HELP as URGENT_CARE_ID } from '../model/key-points.ts';

/** The block's id: the article's "On this page" lists it, and the key point about urgent care links here. */
export { URGENT_CARE_ID };
import { type Level, signsByLevel } from '../model/warning-signs.ts';
import { nonEmergencyAmbulance } from '../model/care-lines.ts';
import { todayInSingapore } from '../model/publication.ts';
import { clinic } from '../site/clinic.ts';
import type { MessageId } from '../i18n/message-ids.ts';
import { useRender, useT } from './context.ts';

/** Each level's heading ("Call 995 now if:") and what to do, from the message catalogues. */
const WORDS: Readonly<Record<Level, { readonly heading: MessageId; readonly how: MessageId }>> = {
  'call-995': { heading: 'urgent.call995', how: 'urgent.call995How' },
  'a-and-e-now': { heading: 'urgent.aAndENow', how: 'urgent.aAndENowHow' },
  today: { heading: 'urgent.today', how: 'urgent.todayHow' },
  specialist: { heading: 'urgent.specialist', how: 'urgent.specialistHow' },
};

/** Stands for the after-hours number while the sentence around it is formatted, so the number can be a link. */
const NUMBER = '\u0000';

/** After an operation the clinic or the surgeon comes first, on the after-hours line when the clinic is closed. */
function AfterSurgery() {
  const t = useT();
  const phone = clinic.phones.afterHours;
  const [before, after] = t('urgent.todayAfterSurgery', { afterHours: NUMBER }).split(NUMBER);
  return (
    <p className="urgent-care__how">
      {before}
      <a href={`tel:${phone.e164}`}>{phone.display}</a>
      {after}
    </p>
  );
}

/**
 * When to get help: the page's warning signs, in the page's language, grouped by level, most urgent first. The
 * words and the level of each sign come from the catalogue, so a sign reads and ranks the same on every page.
 * Each level is told by its own heading and words, not by colour alone; the colours and the border only repeat
 * what the words say. Its id is stable: the key point about urgent care links to it, and so may the page layout.
 */
export function UrgentCare({ ids }: { readonly ids?: readonly string[] }) {
  const t = useT();
  const { signs, route, today } = useRender();
  if (!ids?.length) return null;
  // The A&E level's words name the non-emergency ambulance only while that line runs (care-lines.ts).
  const ambulance = nonEmergencyAmbulance(today ?? todayInSingapore()) ?? 'none';
  return (
    <section className="urgent-care" id={URGENT_CARE_ID} aria-labelledby={`${URGENT_CARE_ID}-title`}>
      <h2 id={`${URGENT_CARE_ID}-title`}>{t('urgent.title')}</h2>
      {signsByLevel(ids, signs).map(({ level, signs: group }) => (
        <div key={level} className={`urgent-care__part urgent-care__part--${level}`}>
          <h3>{t(WORDS[level].heading)}</h3>
          <ul>
            {group.map((sign) => (
              <li key={sign.id}>{sign.text[route.locale]}</li>
            ))}
          </ul>
          <p className="urgent-care__how">{t(WORDS[level].how, level === 'a-and-e-now' ? { ambulance } : undefined)}</p>
          {level === 'today' && <AfterSurgery />}
        </div>
      ))}
    </section>
  );
}
