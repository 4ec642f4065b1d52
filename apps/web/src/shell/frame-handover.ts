/**
 * The frame the server's page paints before the app has started (decision 009), in `#root`, and
 * what a customer typed into it. The app renders beside it (main.tsx), so the frame stays, and
 * its fields stay usable, until the screen that takes it over is on screen: that screen takes
 * the fields' values, the focus and the caret, and whether a submit was asked for meanwhile
 * (boot.ts marks the form), and the frame goes in the same task, so no key pressed is lost.
 * "On screen" is later than the screen's first commit: Ionic shows a page once its components
 * have started and its transition has run, and a field can take the focus only then.
 */

/** The element index.html holds the frame in. */
const FRAME_ROOT_ID = 'root';

/** Marks the form of a frame that a screen takes over (login-frame.tsx). */
export const FRAME_FORM_ATTRIBUTE = 'data-frame-form';

/** Set on that form by boot.ts when the customer asked to submit it (Enter, its button). */
const SUBMIT_ASKED = 'submitAsked';

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

/** Removes the frame: the app's first screen is on screen. */
export function removeFrame(): void {
  document.getElementById(FRAME_ROOT_ID)?.replaceChildren();
}

/** Whether the frame has a form that a screen still is to take over. */
export function frameHasForm(): boolean {
  return frameForm() !== null;
}

/** What was typed into the frame's form, which goes with it; null without one. */
export function takeFrameEntries(): FrameEntries | null {
  const form = frameForm();
  if (form === null) return null;
  const inputs = [...form.elements].filter((element) => element instanceof HTMLInputElement);
  const active = inputs.find((input) => input === document.activeElement) ?? null;
  const start = active?.selectionStart ?? null;
  const end = active?.selectionEnd ?? null;
  const entries: FrameEntries = {
    values: Object.fromEntries(inputs.map((input) => [input.name, input.value])),
    focused: active?.name ?? null,
    selection: start === null || end === null ? null : [start, end],
    submitAsked: form.dataset[SUBMIT_ASKED] !== undefined,
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
