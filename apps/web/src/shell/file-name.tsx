import { Fragment } from 'react';

/**
 * A file's name with places to break a line at: after each `_`, `-` and `.` within it and before
 * its extension, so that a narrow tile breaks "Kontoauszug_2026 / .pdf" rather than mid-word.
 * The text is the name as it is; the breaks are `<wbr>` elements.
 */
export function FileName(props: { name: string }) {
  const { name } = props;
  const dot = name.lastIndexOf('.');
  const stem = dot > 0 ? name.slice(0, dot) : name;
  const parts = [...stem.split(/(?<=.[_.-])/), ...(dot > 0 ? [name.slice(dot)] : [])];
  return parts.map((part, index) => (
    <Fragment key={index}>
      {index > 0 && <wbr />}
      {part}
    </Fragment>
  ));
}
