import { appReview, type AppReviewAdapter } from '../native/app-review.ts';
import { platformName, type PlatformName } from '../native/platform.ts';
import { readStored, writeStored } from '../native/storage.ts';
import { ratingTexts } from '../text/rating.ts';
import { showAlert } from './alert-store.ts';

/** Set by a successful upload (SPEC 4); the next `promptForRating` then asks, once. */
let askForRating = false;

export function setAskForRating(): void {
  askForRating = true;
}

export function isAskingForRating(): boolean {
  return askForRating;
}

export type RatingPromptDeps = { platform: PlatformName; review: AppReviewAdapter };

/**
 * Asks for a store rating if an upload asked for one, unless the customer said never: Android
 * offers "Nein, danke" (never again), "Später" and "Jetzt bewerten" (never again, opens the store
 * page); iOS shows its own rating sheet at once. The web has no store to rate in, so no prompt.
 */
export async function promptForRating(
  deps: RatingPromptDeps = { platform: platformName(), review: appReview },
): Promise<void> {
  if (!askForRating) return;
  askForRating = false;
  if (deps.platform === 'web') return;
  if ((await readStored('neveraskforrating')) === true) return;
  if (deps.platform === 'ios') {
    await deps.review.requestReview();
    return;
  }
  const never = { text: ratingTexts.never, role: 'cancel' } as const;
  const later = { text: ratingTexts.later };
  const rate = { text: ratingTexts.rate, role: 'confirm' } as const;
  const choice = await showAlert({
    header: ratingTexts.header,
    message: ratingTexts.message,
    buttons: [never, later, rate],
  });
  if (choice === never || choice === rate) await writeStored('neveraskforrating', true);
  if (choice === rate) await deps.review.openStorePage();
}
