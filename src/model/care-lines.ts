/**
 * Singapore's public lines that the "When to get help" block names besides 995. The non-emergency ambulance line
 * 1777 closes on 1 January 2027 (announced by MHA, MOH and SCDF on 1 July 2026; 995 is not affected): until its
 * last day the "Go to A&E now" level offers it, from the next day it offers a taxi instead. The build's date in
 * Singapore decides, so the daily scheduled build changes the pages on the day without anyone editing copy.
 */
export const NON_EMERGENCY_AMBULANCE = { number: '1777', lastDay: '2026-12-31' } as const;

/** The non-emergency ambulance number to name on `today` (YYYY-MM-DD, Singapore), or undefined once it is closed. */
export function nonEmergencyAmbulance(today: string): string | undefined {
  return today <= NON_EMERGENCY_AMBULANCE.lastDay ? NON_EMERGENCY_AMBULANCE.number : undefined;
}
