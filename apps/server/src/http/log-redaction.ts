const REDACTED = '[Redacted]';

/**
 * Download tokens (`tokenid=…`), share links (`/freigabe/<token>`) and confirmation codes
 * (`/bestaetigung/<code>`) travel in URLs, and URLs reach the log: the request log writes each
 * one, error messages may quote one. So every log line is cleaned of them just before it is
 * written, whatever wrote it: `secretPaths` are the paths whose next segment is a secret. Headers
 * (the session cookie, the CSRF token) are pino's `redact` paths instead.
 */
export function redactUrlSecrets(...secretPaths: string[]): (line: string) => string {
  const paths = secretPaths.map((p) => p.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')).join('|');
  // A value ends where the URL or the JSON string it stands in does.
  const secrets = new RegExp(`([?&]tokenid=)[^&#"\\\\\\s]*|(${paths})[^/?#"\\\\\\s]*`, 'gi');
  // Every line is looked at; the few that may hold a secret are taken apart.
  const maySecret = new RegExp(`tokenid=|${paths}`, 'i');
  return (line) =>
    !maySecret.test(line)
      ? line
      : line.replace(
          secrets,
          (_match, param: string | undefined, path: string | undefined) =>
            `${param ?? path ?? ''}${REDACTED}`,
        );
}
