/**
 * RFC 6266: an ASCII fallback name for old clients and the exact name as UTF-8 in `filename*`.
 * The name is a display name only; quotes, backslashes and non-ASCII never reach the fallback.
 */
export function contentDisposition(file: { fileName: string; inline: boolean }): string {
  const fallback = file.fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  const encoded = encodeURIComponent(file.fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${file.inline ? 'inline' : 'attachment'}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
