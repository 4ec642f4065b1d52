// How request bodies travel (SPEC 5): every value trimmed, arrays as repeated bracketed keys
// (`a[]=1&a[]=2`). The app encodes with encodeForm/appendFormData, the server decodes with
// decodeForm, so both sides agree on one set of rules.

export type FormScalar = string | number | boolean | null | undefined;
export type FormValue = FormScalar | readonly FormScalar[];
export type MultipartValue = FormScalar | Blob | readonly (FormScalar | Blob)[];
export type DecodedForm = Record<string, string | string[]>;

/**
 * A body or query that cannot be encoded or decoded without guessing. The server answers it with
 * Status 400 for `key`; on the client it is a programming error.
 */
export class FormEncodingError extends Error {
  readonly key: string;

  constructor(key: string, message: string) {
    super(message);
    this.name = 'FormEncodingError';
    this.key = key;
  }
}

const ARRAY_SUFFIX = '[]';

type Leaf = string | number | boolean;

function isList<T>(value: T | readonly T[]): value is readonly T[] {
  return Array.isArray(value);
}

/** Flattens values into wire pairs: null and undefined are dropped, arrays get bracketed keys. */
function* wirePairs<T>(
  values: Readonly<Record<string, T | null | undefined | readonly (T | null | undefined)[]>>,
): Generator<[string, T]> {
  for (const [key, value] of Object.entries(values)) {
    // `a[]` as a plain key would decode as an array; pass the array under `a` instead.
    if (key.endsWith(ARRAY_SUFFIX)) {
      throw new FormEncodingError(key, `Form key must not end in "[]": ${key}`);
    }
    if (isList(value)) {
      for (const item of value) {
        if (item !== null && item !== undefined) yield [key + ARRAY_SUFFIX, item];
      }
    } else if (value !== null && value !== undefined) {
      yield [key, value];
    }
  }
}

function encodeLeaf(key: string, value: Leaf): string {
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (!Number.isFinite(value)) {
    throw new FormEncodingError(key, `Form value must be a finite number: ${key}=${value}`);
  }
  return String(value);
}

/**
 * A form-encoded body: strings trimmed (an empty string stays, it clears a field), numbers and
 * booleans as text, null/undefined and empty arrays left out. Throws FormEncodingError for a key
 * ending in `[]` or a non-finite number.
 */
export function encodeForm(values: Readonly<Record<string, FormValue>>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of wirePairs<Leaf>(values)) params.append(key, encodeLeaf(key, value));
  return params;
}

/**
 * The same rules for a multipart body; files and blobs are appended unchanged, after every other
 * field: the server checks the fields before it reads a file, and refuses a field after one.
 */
export function appendFormData(
  fd: FormData,
  values: Readonly<Record<string, MultipartValue>>,
): void {
  const pairs = [...wirePairs<Leaf | Blob>(values)];
  for (const [key, value] of pairs) {
    if (!(value instanceof Blob)) fd.append(key, encodeLeaf(key, value));
  }
  for (const [key, value] of pairs) {
    if (value instanceof Blob) fd.append(key, value);
  }
}

function* recordPairs(
  record: Readonly<Record<string, string | readonly string[] | undefined>>,
): Generator<[string, string]> {
  for (const [key, value] of Object.entries(record)) {
    // A parsed query string holds an array exactly where a key occurred more than once.
    if (isList(value)) {
      for (const item of value) yield [key, item];
    } else if (value !== undefined) {
      yield [key, value];
    }
  }
}

/**
 * Server side: `a[]` pairs are collected into an array under `a`, other keys give one string.
 * Throws FormEncodingError when a key without brackets occurs twice, or as both `a` and `a[]`:
 * which value was meant is ambiguous, so the API refuses rather than picks one. Values are not
 * trimmed here; the call's schema decides.
 */
export function decodeForm(
  params: URLSearchParams | Readonly<Record<string, string | readonly string[] | undefined>>,
): DecodedForm {
  const scalars = new Map<string, string>();
  const lists = new Map<string, string[]>();
  const pairs = params instanceof URLSearchParams ? params.entries() : recordPairs(params);
  for (const [wireKey, value] of pairs) {
    if (wireKey.endsWith(ARRAY_SUFFIX)) {
      const key = wireKey.slice(0, -ARRAY_SUFFIX.length);
      if (scalars.has(key)) throw mixedKeyError(key);
      const list = lists.get(key);
      if (list === undefined) lists.set(key, [value]);
      else list.push(value);
    } else {
      if (lists.has(wireKey)) throw mixedKeyError(wireKey);
      if (scalars.has(wireKey)) {
        throw new FormEncodingError(wireKey, `Form key occurs more than once: ${wireKey}`);
      }
      scalars.set(wireKey, value);
    }
  }
  // fromEntries defines own properties, so a `__proto__` key cannot reach the prototype.
  return Object.fromEntries<string | string[]>([...scalars, ...lists]);
}

function mixedKeyError(key: string): FormEncodingError {
  return new FormEncodingError(key, `Form key occurs both as "${key}" and as "${key}[]"`);
}
