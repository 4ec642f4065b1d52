import { checkmarkCircle } from 'ionicons/icons';
import { useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import { Icon } from './icon.tsx';

/**
 * The end of a task (a booking, a message or a request sent, a payment ordered, an account
 * changed), in place of its form: a tick in the success colour, a heading that says what is done,
 * then what follows and where to go on. The heading takes the focus, so a screen reader says it
 * and the keyboard goes on from there rather than from the top of the page.
 */
export function DonePanel(props: { heading: string; children?: ReactNode }) {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  // In the commit that shows it: no frame leaves the focus on the document's body.
  useLayoutEffect(() => {
    heading.current?.focus();
  }, []);
  return (
    <section className="stack done-panel" aria-labelledby={headingId}>
      <span className="done-panel__icon">
        <Icon icon={checkmarkCircle} />
      </span>
      <h2 id={headingId} ref={heading} tabIndex={-1}>
        {props.heading}
      </h2>
      {props.children}
    </section>
  );
}
