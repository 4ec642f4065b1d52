import { describe, expect, it } from 'vitest';
import { heldLevel, loudness } from './microphone-level.ts';

describe('the microphone meter', () => {
  it('measures silence as nothing and a full-scale tone as the whole bar', () => {
    expect(loudness(new Uint8Array(512).fill(128))).toBe(0);
    const tone = Uint8Array.from({ length: 512 }, (_, i) => (i % 2 === 0 ? 255 : 0));
    expect(loudness(tone)).toBe(1);
  });

  it('rises at once and falls by half every 150 ms, so a short beep stays visible', () => {
    expect(heldLevel(0.1, 0.8, 16)).toBe(0.8);
    expect(heldLevel(0.8, 0, 150)).toBeCloseTo(0.4);
    // A 20 ms beep every half second keeps the bar above its low mark between the beeps.
    expect(heldLevel(1, 0, 480)).toBeGreaterThan(0.05);
  });
});
