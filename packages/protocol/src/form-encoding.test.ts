import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  FormEncodingError,
  appendFormData,
  decodeForm,
  encodeForm,
  type FormValue,
} from './form-encoding.ts';

function thrown(action: () => unknown): unknown {
  try {
    action();
  } catch (error) {
    return error;
  }
  throw new Error('expected an error');
}

describe('encodeForm', () => {
  it('trims strings and writes numbers and booleans as text', () => {
    const body = encodeForm({
      name: '  Maria Muster ',
      betrag: 12.5,
      confirmation: true,
      x: false,
    });
    expect(body.toString()).toBe('name=Maria+Muster&betrag=12.5&confirmation=true&x=false');
  });

  it('keeps an empty string, which clears a field', () => {
    expect(encodeForm({ titel: '   ' }).toString()).toBe('titel=');
  });

  it('leaves out null and undefined', () => {
    expect(encodeForm({ a: null, b: undefined, c: 'x' }).toString()).toBe('c=x');
  });

  it('sends arrays as repeated bracketed keys', () => {
    const body = encodeForm({ ids: [' 1 ', 2, true, null, undefined] });
    expect([...body]).toEqual([
      ['ids[]', '1'],
      ['ids[]', '2'],
      ['ids[]', 'true'],
    ]);
    expect(body.toString()).toBe('ids%5B%5D=1&ids%5B%5D=2&ids%5B%5D=true');
  });

  it('leaves out an empty array and one of only null entries', () => {
    expect(encodeForm({ a: [], b: [null, undefined], c: 1 }).toString()).toBe('c=1');
  });

  it('refuses a key that already ends in brackets', () => {
    const error = thrown(() => encodeForm({ 'ids[]': ['1'] }));
    expect(error).toBeInstanceOf(FormEncodingError);
    expect(error).toMatchObject({ key: 'ids[]', name: 'FormEncodingError' });
  });

  it.each([Number.NaN, Infinity, -Infinity])('refuses the number %d', (n) => {
    expect(() => encodeForm({ betrag: n })).toThrow(FormEncodingError);
    expect(() => encodeForm({ betrag: [n] })).toThrow(FormEncodingError);
  });

  it('escapes reserved characters', () => {
    const body = encodeForm({ text: 'a&b=c+d ä' });
    expect(body.toString()).toBe('text=a%26b%3Dc%2Bd+%C3%A4');
    expect(decodeForm(new URLSearchParams(body.toString()))).toEqual({ text: 'a&b=c+d ä' });
  });
});

describe('appendFormData', () => {
  it('applies the same rules and appends files unchanged, after the other fields', async () => {
    const photo = new File(['jpeg bytes'], 'foto.jpg', { type: 'image/jpeg' });
    const scan = new File(['%PDF'], 'scan.pdf', { type: 'application/pdf' });
    const fd = new FormData();
    appendFormData(fd, {
      name: ' Dach ',
      ispublic: false,
      categoryId: 3,
      desc: null,
      file: photo,
      files: [photo, scan],
      tags: [],
      date: '2026-10-03',
    });
    expect([...fd.keys()]).toEqual([
      'name',
      'ispublic',
      'categoryId',
      'date',
      'file',
      'files[]',
      'files[]',
    ]);
    expect(fd.get('name')).toBe('Dach');
    expect(fd.get('ispublic')).toBe('false');
    expect(fd.get('categoryId')).toBe('3');
    const file = fd.get('file');
    expect(file).toBeInstanceOf(File);
    expect((file as File).name).toBe('foto.jpg');
    expect(await (file as File).text()).toBe('jpeg bytes');
    expect(fd.getAll('files[]').map((f) => (f as File).name)).toEqual(['foto.jpg', 'scan.pdf']);
  });

  it('refuses a key that already ends in brackets', () => {
    expect(() => {
      appendFormData(new FormData(), { 'file[]': new Blob(['x']) });
    }).toThrow(FormEncodingError);
  });
});

describe('decodeForm', () => {
  it('collects bracketed keys into arrays', () => {
    const params = new URLSearchParams('a=1&ids[]=x&b=&ids[]=y');
    expect(decodeForm(params)).toEqual({ a: '1', b: '', ids: ['x', 'y'] });
  });

  it('gives a one-element array for a single bracketed key', () => {
    expect(decodeForm(new URLSearchParams('ids[]=x'))).toEqual({ ids: ['x'] });
  });

  it('leaves values as sent', () => {
    expect(decodeForm(new URLSearchParams('a=+x+'))).toEqual({ a: ' x ' });
  });

  it('refuses a repeated key without brackets', () => {
    const error = thrown(() =>
      decodeForm(new URLSearchParams('vertragsnummer=1&vertragsnummer=2')),
    );
    expect(error).toBeInstanceOf(FormEncodingError);
    expect(error).toMatchObject({ key: 'vertragsnummer' });
  });

  it.each(['a=1&a[]=2', 'a[]=1&a=2'])('refuses %s, a key both with and without brackets', (q) => {
    const error = thrown(() => decodeForm(new URLSearchParams(q)));
    expect(error).toBeInstanceOf(FormEncodingError);
    expect(error).toMatchObject({ key: 'a' });
  });

  it('reads a parsed body where repeated keys became arrays', () => {
    expect(decodeForm({ a: '1', 'ids[]': ['x', 'y'], 'one[]': 'z', skipped: undefined })).toEqual({
      a: '1',
      ids: ['x', 'y'],
      one: ['z'],
    });
  });

  it('refuses an array under a key without brackets in a parsed body', () => {
    expect(() => decodeForm({ vertragsnummer: ['1', '2'] })).toThrow(FormEncodingError);
    expect(() => decodeForm({ a: '1', 'a[]': ['2'] })).toThrow(FormEncodingError);
  });

  it('keeps a __proto__ key as plain data', () => {
    const decoded = decodeForm(new URLSearchParams('__proto__=x&constructor[]=y'));
    expect(Object.getPrototypeOf(decoded)).toBe(Object.prototype);
    expect(Object.hasOwn(decoded, '__proto__')).toBe(true);
    expect(decoded.constructor).toEqual(['y']);
  });

  it('undoes encodeForm after a trip over the wire', () => {
    const key = fc.string({ minLength: 1 }).filter((k) => !k.endsWith('[]'));
    const text = fc.string({ unit: 'binary' });
    const scalar = fc.oneof(text, fc.integer(), fc.boolean(), fc.constant(null));
    const value: fc.Arbitrary<FormValue> = fc.oneof(scalar, fc.array(scalar));
    fc.assert(
      fc.property(fc.dictionary(key, value), (values) => {
        const wire = new URLSearchParams(encodeForm(values).toString());
        const asText = (s: unknown) => (typeof s === 'string' ? s.trim() : String(s));
        const expected = Object.entries(values).flatMap(([k, v]): [string, string | string[]][] => {
          if (!Array.isArray(v)) return v === null ? [] : [[k, asText(v)]];
          const items = v.filter((s) => s !== null).map(asText);
          return items.length === 0 ? [] : [[k, items]];
        });
        expect(decodeForm(wire)).toEqual(Object.fromEntries(expected));
      }),
    );
  });
});
