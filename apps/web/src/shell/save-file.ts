/** How long the address of a saved file stays valid: the browser reads it when the save starts. */
const KEEP_URL_MS = 60_000;

/** Saves a file the app holds in memory as a download of the browser, under its own name. */
export function saveFile(file: File): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = file.name;
  link.click();
  setTimeout(() => {
    URL.revokeObjectURL(url);
  }, KEEP_URL_MS);
}
