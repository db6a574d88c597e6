/** Opening times in each language, from the HH:MM values the structured data publishes. */
import { describe, expect, it } from 'vitest';
import { formatTime, formatTimes } from '../../src/site/hours.ts';

describe('opening times as each language writes them', () => {
  it('writes English on the 12-hour clock with am and pm', () => {
    expect(formatTimes('09:00', '17:30', 'en')).toBe('9:00 am – 5:30 pm');
    expect(formatTime('12:00', 'en')).toBe('12:00 pm');
    expect(formatTime('00:15', 'en')).toBe('12:15 am');
  });

  it('writes Chinese with the part of the day first', () => {
    expect(formatTimes('09:00', '17:30', 'cn')).toBe('上午9:00 – 下午5:30');
    expect(formatTimes('08:30', '12:30', 'cn')).toBe('上午8:30 – 中午12:30');
    expect(formatTime('19:00', 'cn')).toBe('晚上7:00');
  });

  it('writes Malay with the part of the day after the time', () => {
    expect(formatTimes('09:00', '17:30', 'bh')).toBe('9:00 pagi – 5:30 petang');
    expect(formatTime('12:30', 'bh')).toBe('12:30 tengah hari');
    expect(formatTime('20:00', 'bh')).toBe('8:00 malam');
  });

  it('refuses a time that is not HH:MM', () => {
    expect(() => formatTime('9am', 'en')).toThrow('"9am" is not a time written HH:MM');
  });
});
