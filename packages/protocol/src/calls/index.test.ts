import { describe, expect, it } from 'vitest';
import { CALLS, findCall, type CallName } from './index.ts';

const entries = Object.entries(CALLS) as [CallName, (typeof CALLS)[CallName]][];

describe('the call catalogue', () => {
  it('names every call by its key, as the app reports it in errors', () => {
    for (const [name, call] of entries) expect(call.name, name).toBe(name);
  });

  it('finds every call by its Mode and Function, and only one per pair', () => {
    for (const [name, call] of entries) expect(findCall(call.mode, call.fn)?.name).toBe(name);
    expect(new Set(entries.map(([, call]) => `${call.mode}.${call.fn}`)).size).toBe(entries.length);
  });
});
