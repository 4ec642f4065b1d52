/** How fast the meter falls after a sound: half its height every so many milliseconds. */
const LEVEL_HALF_LIFE_MS = 150;

/**
 * The meter's height after `elapsedMs`: it rises at once to what is measured and falls back
 * gradually, as level meters do, so that a short sound stays visible long enough to be seen.
 */
export function heldLevel(shown: number, measured: number, elapsedMs: number): number {
  return Math.max(measured, shown * 0.5 ** (elapsedMs / LEVEL_HALF_LIFE_MS));
}

/** The loudness of a block of 8-bit samples (128 is silence), scaled to 0 to 1. */
export function loudness(samples: Uint8Array): number {
  let sum = 0;
  for (const sample of samples) sum += ((sample - 128) / 128) ** 2;
  // Speech sits around an RMS of 0.05–0.2: scaled so that talking fills most of the bar.
  return Math.min(1, Math.sqrt(sum / samples.length) * 4);
}
