import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSessionData, readStored, removeStored, writeStored } from './storage.ts';

const contract = {
  ContractId: '1234567890',
  Kind: 'Ansparen',
  Motives: { geld: 'Mein Vermögen' },
  Features: {},
  Details: { Name: 'Bausparvertrag', ContractIdFormatted: '1234-567890', Status: 'aktiv' },
} as const;

describe('device storage on the web', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    localStorage.clear();
  });

  it('keeps typed values in localStorage under the app prefix', async () => {
    await writeStored('usernumber', '1000000001');
    await writeStored('darkmode', 'dark');
    await writeStored('neveraskforrating', true);
    await writeStored('contracts', [contract]);
    expect(localStorage.getItem('servicebereich.usernumber')).toBe('"1000000001"');
    expect(await readStored('usernumber')).toBe('1000000001');
    expect(await readStored('darkmode')).toBe('dark');
    expect(await readStored('neveraskforrating')).toBe(true);
    expect(await readStored('contracts')).toEqual([contract]);
    expect(await readStored('hideVoucher')).toBeNull();
  });

  it('drops a stored value that does not fit its schema', async () => {
    localStorage.setItem('servicebereich.fingerprint', '"ja"');
    localStorage.setItem('servicebereich.contracts', '{kein json');
    expect(await readStored('fingerprint')).toBeNull();
    expect(await readStored('contracts')).toBeNull();
    expect(localStorage.getItem('servicebereich.fingerprint')).toBeNull();
    expect(localStorage.getItem('servicebereich.contracts')).toBeNull();
  });

  it('forgets contracts, checklists and the offline data at logout and keeps the rest', async () => {
    await writeStored('contracts', [contract]);
    await writeStored('checklists', []);
    await writeStored('offline', { firstName: 'Katharina', details: {} });
    await writeStored('usernumber', '1000000001');
    await writeStored('hideVoucher', true);
    await clearSessionData();
    expect(await readStored('contracts')).toBeNull();
    expect(await readStored('checklists')).toBeNull();
    expect(await readStored('offline')).toBeNull();
    expect(await readStored('usernumber')).toBe('1000000001');
    expect(await readStored('hideVoucher')).toBe(true);
    await removeStored('hideVoucher');
    expect(await readStored('hideVoucher')).toBeNull();
  });

  it('keeps nothing, and fails nothing, where the browser refuses storage', async () => {
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    await writeStored('darkmode', 'light');
    expect(await readStored('darkmode')).toBeNull();
    await expect(clearSessionData()).resolves.toBeUndefined();
  });
});
