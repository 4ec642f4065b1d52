import { useEffect, useRef } from 'react';

/**
 * What a sent form says in its place: it takes the focus where the form's button was, and a
 * screen reader reads it.
 */
export function SentNotice(props: { text: string }) {
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return (
    <p ref={ref} role="status" tabIndex={-1} className="notice">
      {props.text}
    </p>
  );
}
