import { WHEN_TO_GET_HELP as URGENT_CARE_ID } from '../model/key-points.ts';

/** The block's id: the article's "On this page" lists it, and the key point about urgent care links here. */
export { URGENT_CARE_ID };
import { type Level, signsByLevel } from '../model/warning-signs.ts';
import {
  EMERGENCY,
  NON_EMERGENCY_AMBULANCE,
  NURSE_FIRST,
  nonEmergencyAmbulance,
  PRIVATE_AMBULANCES,
  PUBLIC_EMERGENCY_DEPARTMENTS,
} from '../model/care-lines.ts';
import { todayInSingapore } from '../model/publication.ts';
import { clinic } from '../site/clinic.ts';
import type { MessageId } from '../i18n/message-ids.ts';
import { useRender, useT } from './context.ts';
import { TelLink, withSlots } from './slots.tsx';

/** Each level's heading ("Call 995 now if:") and what to do, from the message catalogues. */
const WORDS: Readonly<Record<Level, { readonly heading: MessageId; readonly how: MessageId }>> = {
  'call-995': { heading: 'urgent.call995', how: 'urgent.call995How' },
  'a-and-e-now': { heading: 'urgent.aAndENow', how: 'urgent.aAndENowHow' },
  today: { heading: 'urgent.today', how: 'urgent.todayHow' },
  specialist: { heading: 'urgent.specialist', how: 'urgent.specialistHow' },
};

/** The numbers the levels' words may name, each a tap-to-call link (a message uses the ones it needs). */
const LINES = {
  emergency: <TelLink {...EMERGENCY} />,
  nurseFirst: <TelLink {...NURSE_FIRST} />,
};

/** Going to A&E now: how to get there, when 995 is the way instead, and where the public A&Es are. */
function ToAAndE({ today }: { readonly today: string }) {
  const t = useT();
  const open = nonEmergencyAmbulance(today) !== undefined;
  // The A&E level names the non-emergency ambulance, and the day it closes, only while that line runs.
  const how = withSlots(
    t,
    'urgent.aAndENowHow',
    { ambulanceNumber: <TelLink {...NON_EMERGENCY_AMBULANCE} /> },
    { ambulance: open ? 'open' : 'closed', lastDay: Date.parse(`${NON_EMERGENCY_AMBULANCE.lastDay}T00:00:00+08:00`) },
  );
  return (
    <>
      <p className="urgent-care__how">{how}</p>
      <p className="urgent-care__how">{withSlots(t, 'urgent.aAndENowCall995', LINES)}</p>
      <p className="urgent-care__how">
        {withSlots(t, 'urgent.aAndENowStretcher', {
          operators: <a href={PRIVATE_AMBULANCES.url}>{t('urgent.privateAmbulances')}</a>,
        })}
      </p>
      <p className="urgent-care__how">
        {withSlots(t, 'urgent.publicAE', {
          list: <a href={PUBLIC_EMERGENCY_DEPARTMENTS.url}>{t('urgent.publicAEList')}</a>,
        })}
      </p>
    </>
  );
}

/** After an operation the clinic or the surgeon comes first, on the after-hours line when the clinic is closed. */
function AfterSurgery() {
  const t = useT();
  const phone = clinic.phones.afterHours;
  return (
    <p className="urgent-care__how">
      {withSlots(t, 'urgent.todayAfterSurgery', { afterHours: <TelLink e164={phone.e164} display={phone.display} /> })}
    </p>
  );
}

/**
 * When to get help: the page's warning signs, in the page's language, grouped by level, most urgent first. The
 * words and the level of each sign come from the catalogue, so a sign reads and ranks the same on every page.
 * Each level is told by its own heading and words, not by colour alone; the colours and the border only repeat
 * what the words say. Every number the advice names is a tap-to-call link. Its id is stable: the key point
 * about urgent care links to it, and so may the page layout. No floating panel may cover it (keep-clear.ts).
 */
export function UrgentCare({ ids }: { readonly ids?: readonly string[] }) {
  const t = useT();
  const { signs, route, today } = useRender();
  if (!ids?.length) return null;
  return (
    <section className="urgent-care" data-keep-clear="" id={URGENT_CARE_ID} aria-labelledby={`${URGENT_CARE_ID}-title`}>
      <h2 id={`${URGENT_CARE_ID}-title`}>{t('urgent.title')}</h2>
      {signsByLevel(ids, signs).map(({ level, signs: group }) => (
        <div key={level} className={`urgent-care__part urgent-care__part--${level}`}>
          <h3>{withSlots(t, WORDS[level].heading, LINES)}</h3>
          <ul>
            {group.map((sign) => (
              <li key={sign.id}>{sign.text[route.locale]}</li>
            ))}
          </ul>
          {level === 'a-and-e-now' ? (
            <ToAAndE today={today ?? todayInSingapore()} />
          ) : (
            <p className="urgent-care__how">{withSlots(t, WORDS[level].how, LINES)}</p>
          )}
          {level === 'today' && <AfterSurgery />}
        </div>
      ))}
    </section>
  );
}
