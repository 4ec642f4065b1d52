import { FormEncodingError, type FormValue, type MultipartValue } from '@servicebereich/protocol';
import type { CallParams } from './transport.ts';

function isLeaf(value: unknown): boolean {
  return (
    value === null ||
    value instanceof Blob ||
    ['string', 'number', 'boolean', 'undefined'].includes(typeof value)
  );
}

function isMultipartValue(value: unknown): value is MultipartValue {
  return Array.isArray(value) ? value.every(isLeaf) : isLeaf(value);
}

function isFormValue(value: MultipartValue): value is FormValue {
  return !(value instanceof Blob || (Array.isArray(value) && value.some((v) => v instanceof Blob)));
}

/**
 * A call's params as its schema's input type allows them, checked at run time to be values a
 * form can carry: the compiler cannot see that through the generic schema types.
 */
export function callParams(params: unknown): CallParams {
  if (params === undefined) return {};
  if (typeof params !== 'object' || params === null || Array.isArray(params)) {
    throw new FormEncodingError('', 'Call params must be an object');
  }
  const values: Record<string, MultipartValue> = {};
  for (const [key, value] of Object.entries(params)) {
    if (!isMultipartValue(value)) throw new FormEncodingError(key, `Not a form value: ${key}`);
    values[key] = value;
  }
  return values;
}

/** Files only travel in a multipart body; anywhere else they would be sent as "[object Blob]". */
export function withoutFiles(params: CallParams): Record<string, FormValue> {
  const values: Record<string, FormValue> = {};
  for (const [key, value] of Object.entries(params)) {
    if (!isFormValue(value))
      throw new FormEncodingError(key, `Files need a multipart call: ${key}`);
    values[key] = value;
  }
  return values;
}
