import type { Contract } from './calls/contracts.ts';
import type { PostboxEntry } from './calls/postbox.ts';

/** What the dashboard's frame shows: the first screen of a logged-in customer (decision 009). */
export type DashboardFrameInput = {
  firstName: string;
  contracts: readonly Contract[];
  letters: readonly PostboxEntry[];
  /** "Beträge ausblenden" as the browser's cookie says (HIDE_AMOUNTS_COOKIE). */
  hideAmounts: boolean;
  /** The instant the page is for (epoch ms): the next direct debits count from its day. */
  now: number;
};

/**
 * The frames the web build renders for the server's pages (apps/web/src/page-frames.tsx): what
 * a page shows with its first paint, before the app's code has run. Each returns HTML for the
 * app's root element, every text in it escaped.
 */
export type PageFrames = {
  /**
   * The frames of the pages a visitor opens (nobody logged in), by the page's path: the same for
   * every visitor, so rendered once.
   */
  visitorFrames: () => Readonly<Record<string, string>>;
  dashboardFrame: (input: DashboardFrameInput) => string;
  /**
   * The usage analytics question (decision 034), which every page carries beside the root
   * element, hidden: the page's first script shows it on a device that was never asked.
   * `aboveTabBar` for a logged-in customer, whose pages have the tab bar.
   */
  analyticsPromptFrame: (input: { aboveTabBar: boolean }) => string;
};
