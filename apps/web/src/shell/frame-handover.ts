import { FRAME_FORM_ATTRIBUTE, FRAME_SUBMIT_ASKED } from '@servicebereich/protocol';
import { useEffect, useEffectEvent, type RefObject } from 'react';
import { flushSync } from 'react-dom';

/**
 * The frame the server's page paints before the app has started (decision 009), in `#root`, and
 * what a customer typed into it. The app renders beside it (main.tsx). The frame of a page a
 * visitor opens (the login, the activation, the claim overview) stays above the app, usable, until
 * the screen it stands for is on screen: a screen with a form then takes the fields' values, the
 * focus and the caret, and whether a submit was asked for meanwhile (the page's own script marks
 * the form: FRAME_SUBMIT_SCRIPT), and the frame goes in the same task, so no key pressed is lost;
 * a screen without one just lets it go. "On screen" can be later than the screen's first commit
 * (a page below the top is hidden), and a field can take the focus only then. Any other frame (the
 * dashboard's, the loading line) goes with the app's first screen.
 */
/** The element index.html holds the frame in. */
const FRAME_ROOT_ID = 'root';

/** Marks a frame that waits for its screen, with the path of its page (page-frames.tsx). */
export const FRAME_PATH_ATTRIBUTE = 'data-frame-path';

export type FrameEntries = {
  /** Each field's value by its name. */
  values: Readonly<Record<string, string>>;
  /** The name of the field that had the focus, or null. */
  focused: string | null;
  /** The caret or selection in that field, where its type has one. */
  selection: readonly [start: number, end: number] | null;
  submitAsked: boolean;
};

function frameForm(): HTMLFormElement | null {
  return (
    document
      .getElementById(FRAME_ROOT_ID)
      ?.querySelector<HTMLFormElement>(`form[${FRAME_FORM_ATTRIBUTE}]`) ?? null
  );
}

/** Removes the frame: its screen, or another, is on screen. */
export function removeFrame(): void {
  document.getElementById(FRAME_ROOT_ID)?.replaceChildren();
}

/** The path of the page whose screen the frame waits for; null for any other frame, or none. */
export function waitingFramePath(): string | null {
  return (
    document
      .getElementById(FRAME_ROOT_ID)
      ?.querySelector(`[${FRAME_PATH_ATTRIBUTE}]`)
      ?.getAttribute(FRAME_PATH_ATTRIBUTE) ?? null
  );
}

/** Whether the input is shown: a frame may hold a field twice, for a phone and for a mouse. */
function shown(input: HTMLInputElement): boolean {
  return typeof input.checkVisibility !== 'function' || input.checkVisibility();
}

/** What was typed into the frame's form, which goes with it; null without one. */
export function takeFrameEntries(): FrameEntries | null {
  const form = frameForm();
  if (form === null) return null;
  const inputs = [...form.elements].filter(
    (element): element is HTMLInputElement => element instanceof HTMLInputElement && shown(element),
  );
  const active = inputs.find((input) => input === document.activeElement) ?? null;
  const start = active?.selectionStart ?? null;
  const end = active?.selectionEnd ?? null;
  const entries: FrameEntries = {
    values: Object.fromEntries(inputs.map((input) => [input.name, input.value])),
    focused: active?.name ?? null,
    selection: start === null || end === null ? null : [start, end],
    submitAsked: form.dataset[FRAME_SUBMIT_ASKED] !== undefined,
  };
  removeFrame();
  return entries;
}

/** How long a screen waits to be shown before it takes the frame over all the same. */
const LONGEST_WAIT_MS = 3_000;

/**
 * Resolves once the element is shown (no ancestor transparent or hidden), checked at every
 * frame; after `LONGEST_WAIT_MS`, or at once where the browser cannot tell, all the same.
 */
export function whenShown(element: HTMLElement): Promise<void> {
  const since = performance.now();
  return new Promise((resolve) => {
    const look = () => {
      const shown =
        !('checkVisibility' in element) ||
        element.checkVisibility({ opacityProperty: true, visibilityProperty: true });
      if (shown || performance.now() - since > LONGEST_WAIT_MS) resolve();
      else requestAnimationFrame(look);
    };
    look();
  });
}

/**
 * Takes what was typed into the frame's form over into the screen's form once that is shown:
 * `fill` puts the values into the screen's state (flushed at once), then the field that had the
 * focus takes it with its caret, and a submit asked for is made. `fieldOf` names the screen's
 * field for a frame field of another name (a frame's second variant of a field).
 */
export function useFrameHandover(
  formRef: RefObject<HTMLFormElement | null>,
  fill: (values: Readonly<Record<string, string>>) => void,
  fieldOf: Readonly<Record<string, string>> = {},
): void {
  const take = useEffectEvent((form: HTMLFormElement) => {
    const entries = takeFrameEntries();
    if (entries === null) return;
    flushSync(() => {
      fill(entries.values);
    });
    const { focused, selection } = entries;
    const id = focused === null ? null : (fieldOf[focused] ?? focused);
    const field = id === null ? null : form.querySelector<HTMLInputElement>(`#${id}`);
    field?.focus();
    if (selection !== null && id === focused) field?.setSelectionRange(...selection);
    if (entries.submitAsked) form.requestSubmit();
  });
  useEffect(() => {
    const form = formRef.current;
    if (form === null) return undefined;
    let cancelled = false;
    void whenShown(form).then(() => {
      if (!cancelled) take(form);
    });
    return () => {
      cancelled = true;
    };
  }, [formRef]);
}

/** Lets the frame go once the element, part of the screen the frame stands for, is shown. */
export function useFrameRelease(elementRef: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const element = elementRef.current;
    if (element === null) return undefined;
    let cancelled = false;
    void whenShown(element).then(() => {
      if (!cancelled) removeFrame();
    });
    return () => {
      cancelled = true;
    };
  }, [elementRef]);
}
