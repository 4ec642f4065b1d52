const SVG_DATA_PREFIX = "data:image/svg+xml;utf8,<svg xmlns='http://www.w3.org/2000/svg'";

/** The markup of an ionicons icon: `ionicons/icons` exports each icon as an SVG data URL. */
function svgMarkup(icon: string): string {
  if (!icon.startsWith(SVG_DATA_PREFIX)) throw new Error('Not an ionicons SVG icon');
  return icon.slice(icon.indexOf(',') + 1);
}

/**
 * An icon of `ionicons/icons`, drawn inline in the text colour and hidden from assistive
 * technology (the control it sits in carries the name). Drawing the bundled markup needs none
 * of ion-icon's code, which would load a second component runtime before the first screen.
 */
export function Icon(props: { icon: string; slot?: 'start' | 'end' | 'icon-only' }) {
  return (
    <span
      className="icon"
      slot={props.slot}
      aria-hidden="true"
      // Markup bundled with the app from ionicons, never data from elsewhere.
      dangerouslySetInnerHTML={{ __html: svgMarkup(props.icon) }}
    />
  );
}
