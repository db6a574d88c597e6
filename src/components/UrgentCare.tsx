import type { UrgentCare as UrgentCareLists } from '../model/schema.ts';
import { useT } from './context.ts';
import type { MessageId } from '../i18n/message-ids.ts';

/** The block's id: the article's "On this page" lists it, and the key point about urgent care may link here. */
export const URGENT_CARE_ID = 'when-to-get-help';

interface Part {
  readonly key: keyof UrgentCareLists;
  readonly level: 'routine' | 'same-day' | 'emergency';
  readonly heading: MessageId;
  readonly how: MessageId;
}

/** From what can wait to what cannot, as NHS condition pages order it. */
const PARTS: readonly Part[] = [
  { key: 'specialist', level: 'routine', heading: 'urgent.specialist', how: 'urgent.specialistHow' },
  { key: 'sameDay', level: 'same-day', heading: 'urgent.sameDay', how: 'urgent.sameDayHow' },
  { key: 'emergency', level: 'emergency', heading: 'urgent.emergency', how: 'urgent.emergencyHow' },
];

/**
 * When to see a specialist, when to get same-day care and when to call 995 or go to A&E. Each level is told by its
 * own heading and words, not by colour alone; the colours and the border only repeat what the words say.
 */
export function UrgentCare({ lists }: { readonly lists?: UrgentCareLists }) {
  const t = useT();
  if (!lists) return null;
  return (
    <section className="urgent-care" id={URGENT_CARE_ID} aria-labelledby="urgent-care-title">
      <h2 id="urgent-care-title">{t('urgent.title')}</h2>
      {PARTS.map((part) => (
        <div key={part.key} className={`urgent-care__part urgent-care__part--${part.level}`}>
          <h3>{t(part.heading)}</h3>
          <ul>
            {lists[part.key].map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
          <p className="urgent-care__how">{t(part.how)}</p>
        </div>
      ))}
    </section>
  );
}
