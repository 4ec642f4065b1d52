import type { Contract } from './calls/contracts.ts';
import type { PostboxEntry } from './calls/postbox.ts';
import { DEVICE_COOKIE_MAX_AGE_SECONDS } from './constants.ts';

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

/** Marks the form of a frame that a screen takes over (apps/web/src/shell/frame-handover.ts). */
export const FRAME_FORM_ATTRIBUTE = 'data-frame-form';

/** Set in that form's dataset by FRAME_SUBMIT_SCRIPT when the customer asked to submit it. */
export const FRAME_SUBMIT_ASKED = 'submitAsked';

/**
 * A submit asked for in a frame's form before the app has started (the login's, the
 * activation's): Enter in its fields or a click on its button marks the form, and the screen
 * submits what was typed once it has taken the fields over (apps/web/src/shell/frame-handover.ts).
 * It runs while the page is parsed, so no key meets a page without it, where the page's modules
 * may arrive a round trip after the frame is drawn. The frame has no submit button, so the browser
 * never sends the fields itself.
 */
export const FRAME_SUBMIT_SCRIPT =
  `addEventListener('keydown',(e)=>{const f=e.target.form;` +
  `if(e.key==='Enter'&&f?.hasAttribute('${FRAME_FORM_ATTRIBUTE}'))` +
  `f.dataset.${FRAME_SUBMIT_ASKED}=''},true);` +
  `addEventListener('click',(e)=>{const b=e.target.closest?.('form[${FRAME_FORM_ATTRIBUTE}] button');` +
  `if(b)b.form.dataset.${FRAME_SUBMIT_ASKED}=''},true);`;

/**
 * On the root element while the page is drawn in the typeface's stand-in alone (tokens.css): the
 * server puts it on a page for a device that has not had the typeface yet (TYPEFACE_COOKIE), and
 * the page's script takes it off when the typeface is there.
 */
export const TYPEFACE_AWAITED_CLASS = 'typeface-awaited';

/**
 * Set ('1') by the page's script once the typeface has been there on this device; the server then
 * names the typeface from a page's start (decision 009). Not a secret, and nothing else reads it;
 * sent with a link from elsewhere too (SameSite=Lax), as the device has the typeface all the same.
 */
export const TYPEFACE_COOKIE = 'sb_schrift';

/**
 * Names the typeface once it has come, on a page drawn in the stand-in alone (decision 009): asked
 * for when the page has been parsed, it comes from the page's preload. While a typeface that the
 * page names is still on its way, Chromium lays out every text at about twice the cost: the
 * dashboard's first layout took 45 against 25 ms of a CPU slowed fourfold. What shows is the same,
 * the stand-in, until the typeface comes. Where the device has had it, the server's page names it
 * from the start, as the cache brings it by the first frame as a rule: drawn in the stand-in first,
 * every glyph would change after the first frame. Should it not come, the stand-in stays. The note
 * is a cookie, which the server reads, and not local storage, which the script would have to read
 * before the first paint: its first use in a page waits for the browser's process (some 20 ms of
 * the dashboard's first paint on a phone, decision 009).
 */
const TYPEFACE_SCRIPT =
  `{const r=document.documentElement;if(r.classList.contains('${TYPEFACE_AWAITED_CLASS}'))` +
  `addEventListener('DOMContentLoaded',()=>document.fonts.load('1em "Inter Variable"').then((f)=>{` +
  `if(f.length){r.classList.remove('${TYPEFACE_AWAITED_CLASS}');` +
  `document.cookie='${TYPEFACE_COOKIE}=1;Path=/;SameSite=Lax;` +
  `Max-Age=${String(DEVICE_COOKIE_MAX_AGE_SECONDS)}'+(location.protocol==='https:'?';Secure':'')}},()=>{}))}`;

/**
 * The one script a page carries in itself, in its head (decision 009): both of the above, which
 * the page needs before any of its modules can have arrived. The server's
 * Content-Security-Policy allows it by its hash, and no other script in a page.
 */
export const PAGE_SCRIPT = FRAME_SUBMIT_SCRIPT + TYPEFACE_SCRIPT;
