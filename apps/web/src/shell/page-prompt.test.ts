import { afterEach, describe, expect, it, vi } from 'vitest';
import { followPagePrompt, removePagePrompt } from './page-prompt.ts';

/** The page's copy as the server puts it, answered as boot.ts marks a tap. */
function pageCopy(answered?: string): HTMLElement {
  const prompt = document.createElement('section');
  prompt.setAttribute('data-page-prompt', '');
  if (answered !== undefined) prompt.dataset['answered'] = answered;
  document.body.append(prompt);
  return prompt;
}

describe("the page's copy of the usage analytics question", () => {
  afterEach(() => {
    document.body.replaceChildren();
  });

  it('hands over an answer tapped before the app ran, and one tapped after', () => {
    const choose = vi.fn();
    const prompt = pageCopy('denied');
    followPagePrompt(choose);
    expect(choose).toHaveBeenCalledWith('denied');
    prompt.dataset['answered'] = 'granted';
    prompt.dispatchEvent(new Event('page-prompt-answered'));
    expect(choose).toHaveBeenLastCalledWith('granted');
  });

  it('hands over nothing unanswered, nothing unknown, and nothing without a copy', () => {
    const choose = vi.fn();
    followPagePrompt(choose);
    const prompt = pageCopy();
    followPagePrompt(choose);
    prompt.dataset['answered'] = 'vielleicht';
    prompt.dispatchEvent(new Event('page-prompt-answered'));
    expect(choose).not.toHaveBeenCalled();
  });

  it('goes when the app shows its own', () => {
    pageCopy();
    removePagePrompt();
    expect(document.querySelector('[data-page-prompt]')).toBeNull();
    removePagePrompt();
  });
});
