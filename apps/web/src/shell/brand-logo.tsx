/**
 * The brand's mark: a rounded square with the initial in the brand colour, the app icon
 * (public/favicon.svg) drawn in the theme's colours, so that it follows dark mode. It is
 * decoration: the screen's heading names the screen for assistive technology.
 */
export function BrandMark(props: { className?: string }) {
  return (
    <svg className={props.className} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <rect className="brand-logo__mark" width="64" height="64" rx="14" />
      <path
        className="brand-logo__letter"
        d="M42 21c-2.5-2.6-6-4-10.2-4-6.6 0-11 3.6-11 8.7 0 5.4 4.4 7.4 9.9 8.7 4.4 1 6 1.9 6 3.9 0 2-1.9 3.3-4.9 3.3-3.4 0-6.4-1.5-8.6-3.9l-4.4 5c3.2 3.3 7.8 5.3 12.9 5.3 7.2 0 11.8-3.9 11.8-9.4 0-5.8-4.6-7.6-10.1-8.9-4.1-.9-5.7-1.7-5.7-3.5 0-1.6 1.6-2.8 4.3-2.8 2.7 0 5.2 1.1 7 2.9z"
      />
    </svg>
  );
}

/** The logo: the mark and the name beside it, as the login and the side navigation show it. */
export function BrandLogo() {
  return (
    <div className="brand-logo" aria-hidden="true">
      <BrandMark />
      <span>Servicebereich</span>
    </div>
  );
}
