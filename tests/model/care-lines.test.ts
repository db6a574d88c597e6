import { describe, expect, it } from 'vitest';
import { NON_EMERGENCY_AMBULANCE, nonEmergencyAmbulance } from '../../src/model/care-lines.ts';

describe('the non-emergency ambulance line named at the A&E level', () => {
  it('is offered up to and including its last day', () => {
    expect(nonEmergencyAmbulance('2026-11-25')).toBe('1777');
    expect(nonEmergencyAmbulance(NON_EMERGENCY_AMBULANCE.lastDay)).toBe('1777');
  });

  it('is no longer offered from the day the line closes', () => {
    expect(nonEmergencyAmbulance('2027-01-01')).toBeUndefined();
    expect(nonEmergencyAmbulance('2028-06-30')).toBeUndefined();
  });
});
