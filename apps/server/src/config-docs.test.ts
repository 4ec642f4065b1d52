import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { envSchema } from './config.ts';

// docs/configuration.md is the operators' reference: a row per variable, `| `NAME` | default |
// meaning |`. A variable with a default in the schema shows it exactly; one without starts with
// "unset" and may say, after a colon, what the server does then.
const DOC = path.join(import.meta.dirname, '..', '..', '..', 'docs', 'configuration.md');

function documentedDefaults(): Map<string, string> {
  const rows = new Map<string, string>();
  for (const line of readFileSync(DOC, 'utf8').split('\n')) {
    const row = /^\|\s*`([A-Z][A-Z0-9_]*)`\s*\|\s*(.*?)\s*\|/.exec(line);
    if (row === null) continue;
    const [, name = '', cell = ''] = row;
    expect(rows.has(name), `${name} is documented twice`).toBe(false);
    rows.set(name, cell);
  }
  return rows;
}

/** The schema's default as the table writes it; null where the schema has none. */
function schemaDefault(schema: (typeof envSchema.shape)[keyof typeof envSchema.shape]) {
  const { def } = schema._zod;
  if (def.type !== 'default') return null;
  const value: unknown = (def as { defaultValue: unknown }).defaultValue;
  if (value === '' || (Array.isArray(value) && value.length === 0)) return 'empty';
  return `\`${String(value)}\``;
}

describe('docs/configuration.md', () => {
  const documented = documentedDefaults();

  it('documents every variable the server reads, and no other', () => {
    expect([...documented.keys()].sort()).toEqual(Object.keys(envSchema.shape).sort());
  });

  it.each(Object.entries(envSchema.shape))('gives %s its real default', (name, schema) => {
    const expected = schemaDefault(schema);
    const cell = documented.get(name) ?? '';
    if (expected === null) expect(cell).toMatch(/^unset([:;]|$)/);
    else expect(cell).toBe(expected);
  });
});
