/**
 * How far each file of a multipart upload has gone out, from 0 to 1, given the bytes of the whole
 * body sent so far. The form fields go first and the files follow in their order, so what the
 * body holds beyond the files' own bytes (fields, part headers) is counted before the first file.
 */
export function fileProgress(sizes: readonly number[], sent: number, total: number): number[] {
  if (total <= 0) return sizes.map(() => 0);
  if (sent >= total) return sizes.map(() => 1);
  const filesBytes = sizes.reduce((sum, size) => sum + size, 0);
  let left = sent - Math.max(0, total - filesBytes);
  return sizes.map((size) => {
    const done = size === 0 ? (left >= 0 ? 1 : 0) : Math.min(1, Math.max(0, left / size));
    left -= size;
    return done;
  });
}
