/** What a User-Agent says about the device and the browser, in words a customer knows. */
export function describeUserAgent(userAgent: string | null): { device: string; browser: string } {
  const ua = userAgent ?? '';
  return { device: deviceOf(ua), browser: browserOf(ua) };
}

function deviceOf(ua: string): string {
  if (/iPad/.test(ua)) return 'iPad';
  if (/iPhone|iPod/.test(ua)) return 'iPhone';
  if (/Android/.test(ua)) return /Mobile/.test(ua) ? 'Android-Smartphone' : 'Android-Tablet';
  if (/Windows/.test(ua)) return 'Windows-PC';
  if (/Macintosh|Mac OS X/.test(ua)) return 'Mac';
  if (/CrOS/.test(ua)) return 'Chromebook';
  if (/Linux/.test(ua)) return 'Linux-PC';
  return 'Unbekanntes Gerät';
}

/** The first that matches wins: Edge and Opera also name Chrome, Chrome also names Safari. */
const BROWSERS: readonly (readonly [name: string, pattern: RegExp])[] = [
  ['Edge', /Edg(?:e|A|iOS)?\/(\d+)/],
  ['Opera', /(?:OPR|Opera)\/(\d+)/],
  ['Samsung Internet', /SamsungBrowser\/(\d+)/],
  ['Firefox', /(?:Firefox|FxiOS)\/(\d+)/],
  ['Chrome', /(?:Chrome|CriOS)\/(\d+)/],
  ['Safari', /Version\/(\d+)[.\d]* (?:Mobile\/\S+ )?Safari\//],
];

function browserOf(ua: string): string {
  for (const [name, pattern] of BROWSERS) {
    const version = pattern.exec(ua)?.[1];
    if (version !== undefined) return `${name} ${version}`;
  }
  return '';
}
