/** What Android's back button does (SPEC 2). */
export type BackButtonAction = 'back' | 'dashboard' | 'leave-app';

/**
 * Back through the history where there is one; with a single entry (the app was opened by a
 * deep link or a notification), to the dashboard; on the dashboard itself the app goes to the
 * background, as Android apps do, instead of showing the dashboard again.
 */
export function backButtonAction(state: {
  canGoBack: boolean;
  historyLength: number;
  pathname: string;
}): BackButtonAction {
  if (state.canGoBack && state.historyLength > 1) return 'back';
  return state.pathname === '/dashboard' ? 'leave-app' : 'dashboard';
}
