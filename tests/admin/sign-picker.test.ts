import { describe, expect, it } from 'vitest';
import { idsOf, signsShown } from '../../src/admin/sign-picker.tsx';
import type { SignChoice } from '../../src/site/admin.ts';

const sign = (value: string, level: string, areas: string[]): SignChoice => ({ value, label: value, level, areas });
const SIGNS = [
  sign('fever', 'call-995', ['anywhere']),
  sign('knee-locked', 'today', ['knee']),
  sign('cannot-bear-weight', 'today', ['hip', 'knee', 'foot-and-ankle']),
  sign('heel-pain', 'specialist', ['foot-and-ankle']),
];
const shown = (area: string, level: string) => signsShown(SIGNS, area, level).map((s) => s.value);

describe('the warning-sign picker', () => {
  it('shows an area’s signs and those for any page, narrowed by level', () => {
    expect(shown('', '')).toEqual(['fever', 'knee-locked', 'cannot-bear-weight', 'heel-pain']);
    expect(shown('knee', '')).toEqual(['fever', 'knee-locked', 'cannot-bear-weight']);
    expect(shown('knee', 'today')).toEqual(['knee-locked', 'cannot-bear-weight']);
    expect(shown('foot-and-ankle', 'specialist')).toEqual(['heel-pain']);
    expect(shown('', 'call-995')).toEqual(['fever']);
  });

  it('reads the page’s list as Decap holds it, an immutable list or an array', () => {
    expect(idsOf({ toJS: () => ['fever', 'heel-pain'] })).toEqual(['fever', 'heel-pain']);
    expect(idsOf(['fever'])).toEqual(['fever']);
    expect(idsOf(undefined)).toEqual([]);
  });
});
