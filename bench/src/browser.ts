/** Debian's Chromium: the bench never downloads a browser. */
export const CHROMIUM_PATH = '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  // CI runs as root, on machines without a GPU.
  '--no-sandbox',
  '--disable-gpu',
  // The browser talks to the server under test and nothing else.
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // Any other host fails to resolve, so a page that needs the internet fails instead of leaking.
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1',
];
