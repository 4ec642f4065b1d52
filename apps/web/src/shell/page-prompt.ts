import type { AnalyticsConsent } from './analytics.ts';

// The page's copy of the usage analytics question (decision 034): the server puts it beside the
// app's root element, and boot.ts shows it on a device that was never asked. boot.ts names the
// attributes, the event, the Element Timing name and the stored answer's key itself: it is a file
// of its own, and a module it shared with the app would join the app's first load.

/** Marks the page's copy. */
export const PAGE_PROMPT_ATTRIBUTE = 'data-page-prompt';

/** The Element Timing name of its message, whose paint boot.ts waits for before the app starts. */
export const PAINT_TIMING_NAME = 'page-prompt';

/** Names the answer of each of its buttons. */
export const ANSWER_ATTRIBUTE = 'data-answer';

/** Set by boot.ts on the copy to the answer tapped on it (`dataset.answered`). */
const ANSWERED = 'answered';

/** Sent by boot.ts on the copy when an answer was tapped. */
const ANSWERED_EVENT = 'page-prompt-answered';

function pagePrompt(): HTMLElement | null {
  return document.querySelector<HTMLElement>(`[${PAGE_PROMPT_ATTRIBUTE}]`);
}

function answerOf(prompt: HTMLElement): AnalyticsConsent | null {
  const answer = prompt.dataset[ANSWERED];
  return answer === 'granted' || answer === 'denied' ? answer : null;
}

/**
 * Hands `choose` the answer tapped on the page's copy: one tapped before the app ran at once, one
 * tapped later (before the app's own question took the copy's place) when it is tapped.
 */
export function followPagePrompt(choose: (answer: AnalyticsConsent) => void): void {
  const prompt = pagePrompt();
  if (prompt === null) return;
  const answered = () => {
    const answer = answerOf(prompt);
    if (answer !== null) choose(answer);
  };
  answered();
  prompt.addEventListener(ANSWERED_EVENT, answered);
}

/** Removes the page's copy: the app shows its own question, or knows the answer. */
export function removePagePrompt(): void {
  pagePrompt()?.remove();
}
