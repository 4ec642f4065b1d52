import { App } from '@capacitor/app';
import { InAppReview } from '@capacitor-community/in-app-review';
import { openInAppBrowser } from './browser.ts';

export type AppReviewAdapter = {
  /** The platform's own rating sheet (iOS decides itself whether it appears). */
  requestReview: () => Promise<void>;
  /** The app's page in Google Play, where the customer rates it. */
  openStorePage: () => Promise<void>;
};

/** Rating the app in its store (SPEC 4 "Rating prompt"); only called inside the native app. */
export const appReview: AppReviewAdapter = {
  requestReview: () => InAppReview.requestReview(),
  openStorePage: async () => {
    const { id } = await App.getInfo();
    await openInAppBrowser(
      `https://play.google.com/store/apps/details?id=${encodeURIComponent(id)}`,
    );
  },
};
