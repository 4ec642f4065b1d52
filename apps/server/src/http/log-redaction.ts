const REDACTED = '[Redacted]';

/**
 * Download tokens (`tokenid=…`) and share links (`/freigabe/<token>`) travel in URLs, and URLs
 * reach the log: the request log writes each one, error messages may quote one. So every log
 * line is cleaned of them just before it is written, whatever wrote it. Headers (the session
 * cookie, the CSRF token) are pino's `redact` paths instead.
 */
export function redactUrlSecrets(sharePath: string): (line: string) => string {
  const path = sharePath.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  // A value ends where the URL or the JSON string it stands in does.
  const secrets = new RegExp(`([?&]tokenid=)[^&#"\\\\\\s]*|(${path})[^/?#"\\\\\\s]*`, 'gi');
  // Every line is looked at; the few that may hold a secret are taken apart.
  const maySecret = new RegExp(`tokenid=|${path}`, 'i');
  return (line) =>
    !maySecret.test(line)
      ? line
      : line.replace(
          secrets,
          (_match, param: string | undefined, share: string | undefined) =>
            `${param ?? share ?? ''}${REDACTED}`,
        );
}
