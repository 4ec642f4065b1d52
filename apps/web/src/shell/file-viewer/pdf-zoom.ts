/**
 * How large the PDF viewer draws a page. A zoom of 1 is the page's printed size (100 %: a point is
 * 96/72 CSS pixels, as PDF.js counts it), at which a letter's 10 pt text is about 13 px high.
 */

/** CSS pixels per PDF point at a zoom of 1. */
export const CSS_PX_PER_POINT = 96 / 72;
export const MIN_PDF_ZOOM = 0.25;
export const MAX_PDF_ZOOM = 4;
/** What the buttons "Vergrößern" and "Verkleinern" zoom by. */
export const PDF_ZOOM_STEP = 1.25;
/** The most pixels a drawn page may have: a canvas larger than this fails on phones. */
const MAX_CANVAS_PIXELS = 16_777_216;

export function clampZoom(zoom: number): number {
  return Math.min(MAX_PDF_ZOOM, Math.max(MIN_PDF_ZOOM, zoom));
}

/** The zoom at which a page of this width in points fills `width` CSS pixels. */
export function fitWidthZoom(width: number, pageWidthPt: number): number {
  return width / (pageWidthPt * CSS_PX_PER_POINT);
}

/**
 * The zoom a letter opens at: its width on a screen wide enough, its printed size on a phone,
 * where the page's width would make its text too small to read; the page then scrolls sideways.
 * With `fit: 'width'` (a reading pane beside a list, a preview that "Vergrößern" enlarges), the
 * width of the view in any case.
 */
export function openingZoom(
  width: number,
  pageWidthPt: number,
  fit: 'readable' | 'width' = 'readable',
): number {
  const fitted = fitWidthZoom(width, pageWidthPt);
  return clampZoom(fit === 'width' ? fitted : Math.max(1, fitted));
}

/**
 * Where the stage scrolls to once the page is `factor` times as large, so that what was at
 * `at` (CSS pixels from the stage's visible top left) stays there.
 */
export function scrollKeeping(scroll: number, at: number, factor: number): number {
  return Math.max(0, (scroll + at) * factor - at);
}

/** The device pixels per CSS pixel a page is drawn at: sharp, within the canvas limit. */
export function drawingRatio(cssWidth: number, cssHeight: number, deviceRatio: number): number {
  return Math.min(deviceRatio, Math.sqrt(MAX_CANVAS_PIXELS / (cssWidth * cssHeight)));
}
