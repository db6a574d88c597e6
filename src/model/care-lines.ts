/**
 * Singapore's public lines and lists that the urgent advice names, as data: copy names them through
 * placeholders, and the components make every number a tap-to-call link.
 *
 * The non-emergency ambulance line 1777 closes on 1 January 2027 (announced by MHA and MOH on 1 July 2026, as
 * reported by CNA that day; SCDF runs the line; 995 is not affected). Until its last day the "Go to A&E now"
 * level offers it and says when it closes, so a page built on 31 December is still right on 1 January; from the
 * next day it offers a taxi or a private ambulance instead. The build's date in Singapore decides, so the daily
 * scheduled build changes the pages on the day without anyone editing copy. The announced replacements are
 * taxis, private ambulance operators and the NurseFirst advice line.
 */

/** A line's number as dialled (`tel:`) and as shown. */
export interface PhoneLine {
  readonly e164: string;
  readonly display: string;
}

/** A public page the advice links to, with its owner's own title. */
export interface PublicPage {
  readonly url: string;
  readonly title: string;
}

/** Singapore's emergency ambulance (SCDF). */
export const EMERGENCY: PhoneLine = { e164: '995', display: '995' };

export const NON_EMERGENCY_AMBULANCE = { e164: '1777', display: '1777', number: '1777', lastDay: '2026-12-31' } as const;

/** MOH's NurseFirst line: a nurse's advice by phone on where to seek care. */
export const NURSE_FIRST: PhoneLine = { e164: '+6562626262', display: '6262 6262' };

/** MOH's list of the public hospitals' emergency departments (with their waiting times). */
export const PUBLIC_EMERGENCY_DEPARTMENTS: PublicPage = {
  url: 'https://www.moh.gov.sg/resources-statistics/healthcare-institution-statistics/waiting-time-for-admission-to-ward',
  title: 'Waiting Time for Admission to Ward (public hospitals’ Emergency Departments), Ministry of Health',
};

/** The private ambulance operators licensed in Singapore, with their numbers and fees (the government's short link). */
export const PRIVATE_AMBULANCES: PublicPage = {
  url: 'https://go.gov.sg/pao',
  title: 'Private ambulance operators, Ministry of Health',
};

/** The non-emergency ambulance number to name on `today` (YYYY-MM-DD, Singapore), or undefined once it is closed. */
export function nonEmergencyAmbulance(today: string): string | undefined {
  return today <= NON_EMERGENCY_AMBULANCE.lastDay ? NON_EMERGENCY_AMBULANCE.number : undefined;
}
