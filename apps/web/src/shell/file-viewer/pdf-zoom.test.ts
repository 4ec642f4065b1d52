import { describe, expect, it } from 'vitest';
import {
  clampZoom,
  drawingRatio,
  fitWidthZoom,
  MAX_PDF_ZOOM,
  MIN_PDF_ZOOM,
  openingZoom,
  scrollKeeping,
} from './pdf-zoom.ts';

const A4_WIDTH_PT = 595.28;

describe('the PDF viewer’s zoom', () => {
  it('opens a letter on a phone at its printed size, where 10 pt text is 13 px high', () => {
    const zoom = openingZoom(358, A4_WIDTH_PT);
    expect(zoom).toBe(1);
    // At the width of the phone the text would be about 6 px high.
    expect(fitWidthZoom(358, A4_WIDTH_PT) * 10 * (96 / 72)).toBeLessThan(6.1);
  });

  it('opens a letter at its width on a screen wider than the printed page', () => {
    expect(openingZoom(960, A4_WIDTH_PT)).toBeCloseTo(960 / (A4_WIDTH_PT * (96 / 72)));
  });

  it('opens a letter in a reading pane at the pane’s width, narrower than the printed page', () => {
    expect(openingZoom(600, A4_WIDTH_PT, 'width')).toBeCloseTo(600 / (A4_WIDTH_PT * (96 / 72)));
    expect(openingZoom(600, A4_WIDTH_PT, 'width')).toBeLessThan(1);
    expect(openingZoom(100, A4_WIDTH_PT, 'width')).toBe(MIN_PDF_ZOOM);
  });

  it('stays within its limits', () => {
    expect(clampZoom(0.01)).toBe(MIN_PDF_ZOOM);
    expect(clampZoom(100)).toBe(MAX_PDF_ZOOM);
    expect(clampZoom(1.5)).toBe(1.5);
  });

  it('keeps the point under the fingers or the view’s centre in place', () => {
    // 100 px scrolled, the point 50 px into the view: at twice the size it is 300 px in.
    expect(scrollKeeping(100, 50, 2)).toBe(250);
    expect(scrollKeeping(0, 50, 0.5)).toBe(0);
  });

  it('draws sharp at the device’s ratio, and within the canvas limit when zoomed far in', () => {
    expect(drawingRatio(794, 1123, 2)).toBe(2);
    const ratio = drawingRatio(3175, 4490, 3);
    expect(3175 * ratio * 4490 * ratio).toBeLessThanOrEqual(16_777_216 + 1);
  });
});
