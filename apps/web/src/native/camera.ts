import { Camera } from '@capacitor/camera';
import { NATIVE_PHOTO_QUALITY } from '@servicebereich/protocol';

/** `Foto-20260318-103000.jpg`: camera photos have no name of their own. */
function photoName(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  const date = `${now.getFullYear()}${pad(now.getMonth() + 1)}${pad(now.getDate())}`;
  const time = `${pad(now.getHours())}${pad(now.getMinutes())}${pad(now.getSeconds())}`;
  return `Foto-${date}-${time}.jpg`;
}

/**
 * A photo from the phone's camera at quality 90 (SPEC 9), upright, not saved to the gallery;
 * null when the customer closed the camera. Only inside the native app: the web app takes photos
 * through a file input with `capture`.
 */
export async function takeNativePhoto(now: Date = new Date()): Promise<File | null> {
  let webPath: string | undefined;
  try {
    ({ webPath } = await Camera.takePhoto({
      quality: NATIVE_PHOTO_QUALITY,
      correctOrientation: true,
      saveToGallery: false,
    }));
  } catch (error) {
    if (error instanceof Error && /cancel/i.test(error.message)) return null;
    throw error;
  }
  if (webPath === undefined) return null;
  const blob = await (await fetch(webPath)).blob();
  // The camera writes JPEG (quality applies to JPEG only); the server tells the type by content.
  return new File([blob], photoName(now), { type: 'image/jpeg' });
}
