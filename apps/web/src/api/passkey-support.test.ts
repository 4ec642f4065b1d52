import { afterEach, describe, expect, it, vi } from 'vitest';
import { isIpAddress, passkeySupport } from './passkey-support.ts';

describe('passkeys', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('are offered at a host name only, where the browser has WebAuthn', () => {
    vi.stubGlobal('PublicKeyCredential', function PublicKeyCredential() {});
    expect(passkeySupport('servicebereich.example.at')).toBe('supported');
    expect(passkeySupport('localhost')).toBe('supported');
    expect(passkeySupport('192.168.1.5')).toBe('ip-address');
    expect(passkeySupport('[::1]')).toBe('ip-address');
    vi.stubGlobal('PublicKeyCredential', undefined);
    expect(passkeySupport('servicebereich.example.at')).toBe('unsupported');
  });

  it('know an IP address from a host name', () => {
    expect(['127.0.0.1', '[fd00::1]', '::1'].map(isIpAddress)).toEqual([true, true, true]);
    expect(['localhost', 'app.servicebereich.example', '1.example'].map(isIpAddress)).toEqual([
      false,
      false,
      false,
    ]);
  });
});
