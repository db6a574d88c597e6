import { EMERGENCY, NURSE_FIRST, NON_EMERGENCY_AMBULANCE, nonEmergencyAmbulance } from '../model/care-lines.ts';
import { todayInSingapore } from '../model/publication.ts';
import { useRender, useT } from './context.ts';
import { TelLink, withSlots } from './slots.tsx';

/**
 * The public lines the urgent advice asks patients to call, listed and labelled on the contact page, so every
 * number the site asks anyone to call can be found in one place: 995, the non-emergency ambulance while it runs
 * (with the day it closes), and NurseFirst.
 */
export function PublicLines() {
  const t = useT();
  const { today = todayInSingapore() } = useRender();
  const ambulanceOpen = nonEmergencyAmbulance(today) !== undefined;
  const lastDay = Date.parse(`${NON_EMERGENCY_AMBULANCE.lastDay}T00:00:00+08:00`);
  return (
    <section className="public-lines" aria-labelledby="public-lines-title">
      <h2 id="public-lines-title">{t('contact.publicLines')}</h2>
      <ul>
        <li>{withSlots(t, 'contact.emergencyLine', { number: <TelLink {...EMERGENCY} /> })}</li>
        {ambulanceOpen && (
          <li>{withSlots(t, 'contact.ambulanceLine', { number: <TelLink {...NON_EMERGENCY_AMBULANCE} /> }, { lastDay })}</li>
        )}
        <li>{withSlots(t, 'contact.nurseFirstLine', { number: <TelLink {...NURSE_FIRST} /> })}</li>
      </ul>
    </section>
  );
}
