import { HIDE_AMOUNTS_COOKIE } from '@servicebereich/protocol';
import { afterEach, describe, expect, it } from 'vitest';
import { readStored, writeStored } from '../native/storage.ts';
import { deviceHiddenAmounts } from './device-hidden-amounts.ts';

function cookie(): string | undefined {
  return document.cookie
    .split(';')
    .map((pair) => pair.trim())
    .find((pair) => pair.startsWith(`${HIDE_AMOUNTS_COOKIE}=`));
}

describe('deviceHiddenAmounts', () => {
  afterEach(async () => {
    await deviceHiddenAmounts.save(false);
    localStorage.clear();
  });

  it('keeps the setting on the device and a copy in a cookie for the server’s pages', async () => {
    expect(deviceHiddenAmounts.initial()).toBe(false);
    await deviceHiddenAmounts.save(true);
    expect(await readStored('hideAmounts')).toBe(true);
    expect(cookie()).toBe(`${HIDE_AMOUNTS_COOKIE}=1`);
    expect(deviceHiddenAmounts.initial()).toBe(true);

    await deviceHiddenAmounts.save(false);
    expect(await readStored('hideAmounts')).toBe(false);
    expect(cookie()).toBeUndefined();
    expect(deviceHiddenAmounts.initial()).toBe(false);
  });

  it('copies a setting stored before the cookie existed when it is read', async () => {
    await writeStored('hideAmounts', true);
    expect(deviceHiddenAmounts.initial()).toBe(false);
    expect(await deviceHiddenAmounts.load()).toBe(true);
    expect(deviceHiddenAmounts.initial()).toBe(true);
  });
});
