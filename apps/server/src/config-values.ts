import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod/mini';

// What the areas' settings modules (`*-settings.ts`, put together in config.ts) have in common:
// the kinds of value their schemas take, how a bad value is named, and the error that stops the
// start.

/** What stops the start: each problem a line of its own, the variable first, in German. */
export class ConfigError extends Error {
  constructor(problems: readonly string[]) {
    super(`Ungültige Konfiguration:\n${problems.join('\n')}`);
  }
}

/** What several areas' settings follow, worked out once in config.ts. */
export type Common = {
  environment: 'development' | 'production' | 'test';
  production: boolean;
  /** DATA_DIR, resolved: the SQLite file, stored files and the outboxes live in it. */
  dataDir: string;
  demoData: boolean;
  /** The stand-ins for the providers not configured (decision 042). */
  standIns: boolean;
};

export const flag = z.optional(
  z.pipe(
    z.enum(['true', 'false', '1', '0']),
    z.transform((v) => v === 'true' || v === '1'),
  ),
);

/** A list separated by commas, each entry trimmed and in lower case, empty ones left out. */
export const commaList = z.pipe(
  z.string(),
  z.transform((v) =>
    v
      .split(',')
      .map((entry) => entry.trim().toLowerCase())
      .filter((entry) => entry !== ''),
  ),
);

/** A whole number between the bounds. */
export const integer = (min: number, max: number) => {
  const error = `erwartet: eine ganze Zahl von ${String(min)} bis ${String(max)}`;
  return z.pipe(
    z.coerce.number({ error }),
    z.int({ error }).check(z.minimum(min, { error }), z.maximum(max, { error })),
  );
};

/** What a value that failed its schema should have been, where the schema names no message. */
export function expectation(issue: z.core.$ZodIssue): string {
  switch (issue.code) {
    case 'invalid_value':
      return `erwartet: einer der Werte ${issue.values.map(String).join(', ')}`;
    case 'invalid_format':
      if (issue.format !== 'url') return `erwartet: ein Wert nach ${issue.pattern ?? issue.format}`;
      return issue.pattern === undefined
        ? 'erwartet: eine URL'
        : `erwartet: eine URL, deren Schema ${issue.pattern} entspricht`;
    case 'too_small':
      return issue.minimum === 1
        ? 'erwartet: ein Wert, kein leerer'
        : `erwartet: mindestens ${String(issue.minimum)} Zeichen`;
    case 'too_big':
      return `erwartet: höchstens ${String(issue.maximum)} Zeichen`;
    default:
      return 'ungültiger Wert';
  }
}

/**
 * This machine's names, as a host setting or a URL's hostname writes them: the e-bike provider's
 * API key goes over plain http only to it (a test provider), metrics without a token only on it.
 */
export const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '::1', '[::1]']);

/** A credential file named by the environment, read at start; its content is never logged. */
export function readSecretFile(variable: string, file: string): string {
  try {
    return readFileSync(path.resolve(file), 'utf8');
  } catch (error) {
    const code = (error as { code?: string }).code ?? 'Fehler';
    throw new ConfigError([`${variable}: ${file} ist nicht lesbar (${code})`]);
  }
}

/** http:// only to this machine (a test receiver); a provider's credentials need https://. */
export function providerUrl(variable: string, value: string): string {
  const url = new URL(value);
  if (url.protocol === 'http:' && !LOOPBACK_HOSTS.has(url.hostname)) {
    throw new ConfigError([`${variable}: http:// nur auf diesem Rechner`]);
  }
  return value.replace(/\/+$/, '');
}
