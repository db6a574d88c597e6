/**
 * Where the WhatsApp panel may stand (keep-clear.ts), as geometry: a panel at the bottom right of a phone or a
 * desktop window, and the content it must leave clear above, beside or under it.
 */
import { describe, expect, it } from 'vitest';
import { type Box, coversKept, inWindow, isBottomStrip, overlaps } from '../../src/islands/keep-clear.ts';

const PHONE = { width: 375, height: 740 };
const DESKTOP = { width: 1280, height: 800 };
const box = (left: number, top: number, right: number, bottom: number): Box => ({ left, top, right, bottom });

/** The phone strip beside the round button (islands.css), and the desktop panel above it. */
const STRIP = box(16, 644, 287, 724);
const DESKTOP_PANEL = box(944, 490, 1264, 712);

describe('overlaps', () => {
  it('is true for boxes that share area, false for boxes that only touch or are apart', () => {
    expect(overlaps(box(0, 0, 100, 100), box(50, 50, 150, 150))).toBe(true);
    expect(overlaps(box(0, 0, 100, 100), box(100, 0, 200, 100))).toBe(false);
    expect(overlaps(box(0, 0, 100, 100), box(0, 100, 100, 200))).toBe(false);
    expect(overlaps(box(0, 0, 100, 100), box(300, 300, 400, 400))).toBe(false);
  });
});

describe('inWindow', () => {
  it('counts any part in the window, and never an empty (hidden) box', () => {
    expect(inWindow(box(0, 700, 375, 900), PHONE)).toBe(true);
    expect(inWindow(box(0, 740, 375, 900), PHONE)).toBe(false);
    expect(inWindow(box(0, -300, 375, 0), PHONE)).toBe(false);
    expect(inWindow(box(0, 0, 0, 0), PHONE)).toBe(false);
  });
});

describe('coversKept', () => {
  it('refuses a phone strip over the urgent block that fills the window', () => {
    expect(coversKept(STRIP, [box(20, -400, 355, 1500)], PHONE)).toBe(true);
  });

  it('refuses a strip over the heading at the bottom of the window, and allows it once the heading is above', () => {
    expect(coversKept(STRIP, [box(20, 680, 355, 712)], PHONE)).toBe(true);
    expect(coversKept(STRIP, [box(20, 300, 355, 332)], PHONE)).toBe(false);
  });

  it('allows the desktop panel beside an article column it does not reach', () => {
    const column = box(160, -2000, 772, 3000);
    expect(coversKept(DESKTOP_PANEL, [column], DESKTOP)).toBe(false);
  });

  it('refuses the desktop panel over the sticky "Need help now?" box in the right column', () => {
    expect(coversKept(DESKTOP_PANEL, [box(900, 520, 1240, 700)], DESKTOP)).toBe(true);
  });

  it('ignores kept content that is out of the window, whatever it would overlap there', () => {
    expect(coversKept(STRIP, [box(16, 900, 287, 1100), box(0, 0, 0, 0)], PHONE)).toBe(false);
  });
});

describe('isBottomStrip', () => {
  it("accepts the phone strip and refuses a panel that rises into the window's reading area", () => {
    expect(isBottomStrip(STRIP, PHONE)).toBe(true);
    expect(isBottomStrip(box(16, 400, 359, 724), PHONE)).toBe(false);
    // At 200% zoom: 185 px of a 400 px window is too much; 100 px is a strip.
    expect(isBottomStrip(box(16, 199, 544, 384), { width: 640, height: 400 })).toBe(false);
    expect(isBottomStrip(box(16, 284, 544, 384), { width: 640, height: 400 })).toBe(true);
  });
});
