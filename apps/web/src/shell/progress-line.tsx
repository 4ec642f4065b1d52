import { useId, type ReactNode } from 'react';

/**
 * A share of something done, in words and as a bar: "2 von 5 Unterlagen hochgeladen", the part
 * of a loan repaid. The words name the bar for screen readers (`.progress-line` in theme.css).
 */
export function ProgressLine(props: { text: ReactNode; value: number; max: number }) {
  const id = useId();
  return (
    <div className="progress-line">
      <p id={id}>{props.text}</p>
      <progress value={props.value} max={Math.max(1, props.max)} aria-labelledby={id} />
    </div>
  );
}
