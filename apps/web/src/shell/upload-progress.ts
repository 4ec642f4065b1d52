/**
 * How far each file of a multipart upload is, from 0 to 1, given the bytes of the body sent so
 * far: the files travel last and in order, after the small text fields, so each takes its share
 * of the body's end.
 */
export function fileProgress(sizes: readonly number[], sent: number, total: number): number[] {
  // Until the body's size is known nothing can be said to have gone out.
  if (total <= 0) return sizes.map(() => 0);
  let start = total - sizes.reduce((sum, size) => sum + size, 0);
  return sizes.map((size) => {
    const done = size === 0 ? (sent >= start ? 1 : 0) : (sent - start) / size;
    start += size;
    return Math.min(1, Math.max(0, done));
  });
}
