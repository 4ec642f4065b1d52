import { useEffect, useId, useRef } from 'react';
import { shellTexts } from '../text/shell.ts';

/** One error of a form: the id of its field and the message shown under it. */
export type SummaryError = { readonly field: string; readonly message: string };

const FOCUSABLE = ['input:not([type="hidden"])', 'select', 'textarea', 'button', '[tabindex]']
  .map((selector) => `${selector}:not([tabindex="-1"]):not([aria-hidden="true"]):not(:disabled)`)
  .join(', ');

/**
 * Moves the focus to a field (or the first control inside a group such as a list or the files)
 * and scrolls it to the middle of the page, clear of the header and the tab bar.
 */
export function focusField(id: string): void {
  const element = document.getElementById(id);
  if (element === null) return;
  const inner = element.matches(FOCUSABLE)
    ? element
    : element.querySelector<HTMLElement>(FOCUSABLE);
  // A group with no control of its own to focus is focused itself, so the next Tab goes on
  // from there.
  const target = inner ?? element;
  if (inner === null) target.tabIndex = -1;
  target.focus({ preventScroll: true });
  target.scrollIntoView({ block: 'center' });
}

/** The errors in the order their fields have on the page; those without a field last. */
function inPageOrder(errors: readonly SummaryError[]): SummaryError[] {
  const placed = errors.map((error) => ({ error, element: document.getElementById(error.field) }));
  return placed
    .sort((a, b) => {
      if (a.element === null || b.element === null) {
        return Number(a.element === null) - Number(b.element === null);
      }
      return a.element.compareDocumentPosition(b.element) & Node.DOCUMENT_POSITION_FOLLOWING
        ? -1
        : 1;
    })
    .map(({ error }) => error);
}

/**
 * The errors of a failed submit at the top of the form (GOV.UK's error summary): it takes the
 * focus at each failed attempt, lists each error as a link to its field and goes once all are
 * fixed. `attempt` counts the submits; nothing shows before the first.
 */
export function ErrorSummary(props: { errors: readonly SummaryError[]; attempt: number }) {
  const { errors, attempt } = props;
  const headingId = useId();
  const box = useRef<HTMLElement>(null);
  const focused = useRef(0);
  const shown = attempt > 0 && errors.length > 0;

  // Once per attempt: the server's field errors may come a while after the submit.
  useEffect(() => {
    if (!shown || focused.current === attempt) return;
    focused.current = attempt;
    box.current?.focus({ preventScroll: true });
    box.current?.scrollIntoView({ block: 'start' });
  }, [shown, attempt]);

  if (!shown) return null;
  return (
    <section ref={box} className="error-summary" tabIndex={-1} aria-labelledby={headingId}>
      <h2 id={headingId} className="error-summary__title">
        {shellTexts.errorSummary}
      </h2>
      <ul className="error-summary__list">
        {inPageOrder(errors).map((error, index) => (
          <li key={`${error.field}-${String(index)}`}>
            <a
              href={`#${error.field}`}
              onClick={(event) => {
                event.preventDefault();
                focusField(error.field);
              }}
            >
              {error.message}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** A form's own errors, one message per field id, as the summary lists them. */
export function summaryOf(errors: Readonly<Record<string, string | undefined>>): SummaryError[] {
  return Object.entries(errors).flatMap(([field, message]) =>
    message === undefined ? [] : [{ field, message }],
  );
}
