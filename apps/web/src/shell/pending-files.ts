/** Same name and size: the same file picked twice (SPEC 5). */
function sameFile(a: File, b: File): boolean {
  return a.name === b.name && a.size === b.size;
}

/**
 * The pending list after picking files: duplicates of a pending file are skipped, and no more
 * files are taken than fit under the limit (counting the files already in the entry).
 */
export function addPickedFiles(
  pending: readonly File[],
  picked: Iterable<File>,
  room: number,
): File[] {
  const next = [...pending];
  for (const file of picked) {
    if (next.length >= room) break;
    if (!next.some((f) => sameFile(f, file))) next.push(file);
  }
  return next;
}
