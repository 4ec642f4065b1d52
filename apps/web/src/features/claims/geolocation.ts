export type Position = { latitude: number; longitude: number };

/** How long the device may look for its position before the customer types the place. */
const LOCATE_TIMEOUT_MS = 15_000;

/**
 * The device's position from the browser's geolocation (the native app's web view has the same,
 * behind the platform's permission prompt); null when it is refused, missing or too slow.
 */
export function currentPosition(): Promise<Position | null> {
  if (!('geolocation' in navigator)) return Promise.resolve(null);
  return new Promise((resolve) => {
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        resolve({ latitude: coords.latitude, longitude: coords.longitude });
      },
      () => {
        resolve(null);
      },
      { enableHighAccuracy: true, timeout: LOCATE_TIMEOUT_MS, maximumAge: 60_000 },
    );
  });
}
