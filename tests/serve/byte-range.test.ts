import { describe, expect, it } from 'vitest';
import { byteRange } from '../../scripts/lib/serve/byte-range.ts';

const part = (start: number, end: number) => ({ kind: 'part', start, end });
const WHOLE = { kind: 'whole' };
const UNSATISFIABLE = { kind: 'unsatisfiable' };

describe('reading a Range header (RFC 9110) for a file of 100 bytes', () => {
  it.each([
    ['bytes=0-0', part(0, 0)],
    ['bytes=0-99', part(0, 99)],
    ['bytes=5-', part(5, 99)],
    ['bytes=90-1000', part(90, 99)],
    ['bytes=-10', part(90, 99)],
    ['bytes=-100', part(0, 99)],
    ['bytes=-1000', part(0, 99)],
    ['bytes=007-008', part(7, 8)],
    ['BYTES = 1-2', part(1, 2)],
    ['bytes=1-2,', part(1, 2)],
  ])('%s selects one part', (header, expected) => {
    expect(byteRange(header, 100)).toEqual(expected);
  });

  it.each(['bytes=100-', 'bytes=100-200', 'bytes=-0', `bytes=${'9'.repeat(30)}-`])('%s selects nothing: unsatisfiable', (header) => {
    expect(byteRange(header, 100)).toEqual(UNSATISFIABLE);
  });

  it.each([
    undefined,
    'bytes=5-1',
    'bytes=0-1,5-6',
    'bytes=-',
    'bytes=',
    'bytes=,',
    'bytes=a-b',
    'bytes=1-2-3',
    'bytes= 1 - 2',
    'bytes=-+5',
    'lines=0-5',
    '=0-5',
    'bytes',
  ])('%s is ignored: the whole file', (header) => {
    expect(byteRange(header, 100)).toEqual(WHOLE);
  });

  it('finds nothing to serve in an empty file', () => {
    expect(byteRange('bytes=0-', 0)).toEqual(UNSATISFIABLE);
    expect(byteRange('bytes=-5', 0)).toEqual(UNSATISFIABLE);
  });
});
