import { shellTexts } from '../text/shell.ts';

/** How far a file of an upload is (`share` from 0 to 1): a bar named by the file and its share. */
export function FileProgress(props: { name: string; share: number }) {
  const percent = Math.round(props.share * 100);
  return (
    <progress
      className="file-progress"
      value={percent}
      max={100}
      aria-label={shellTexts.fileProgress(props.name, percent)}
    />
  );
}
