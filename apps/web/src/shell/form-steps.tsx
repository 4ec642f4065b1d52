import { useLayoutEffect, useRef, useState } from 'react';
import { focusField } from './error-summary.tsx';

/**
 * A step's heading. `focus` moves the focus to it as the step appears, so that a screen reader
 * says where the customer is and the keyboard goes on from there; not on the page's first step,
 * where the page's title has it.
 */
export function StepHeading(props: { id: string; focus: boolean; children: string }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // In the commit that shows it: no frame leaves the focus on the document's body.
  useLayoutEffect(() => {
    if (props.focus) heading.current?.focus();
  }, [props.focus]);
  return (
    <h2 id={props.id} ref={heading} tabIndex={-1}>
      {props.children}
    </h2>
  );
}

/**
 * Back from a confirmation step to its form: the returned function notes it, and once the form is
 * shown again (`shown`) its field `id` takes the focus, where the customer goes on; the focus
 * would be lost with the step's button otherwise.
 */
export function useBackToField(id: string, shown: boolean): () => void {
  const [returned, setReturned] = useState(false);
  useLayoutEffect(() => {
    if (!returned || !shown) return;
    setReturned(false);
    focusField(id);
  }, [returned, shown, id]);
  return () => {
    setReturned(true);
  };
}
