import { afterEach, describe, expect, it, vi } from 'vitest';

const platform = vi.hoisted(() => ({ native: false }));
vi.mock('./native/platform.ts', () => ({ isNative: () => platform.native }));

const { isDevelopmentMode } = await import('./app-config.ts');

describe('development mode', () => {
  afterEach(() => {
    platform.native = false;
    vi.unstubAllEnvs();
  });

  it('is on for the web app served from this machine', () => {
    vi.stubEnv('DEV', false);
    expect(location.hostname).toBe('localhost');
    expect(isDevelopmentMode()).toBe(true);
  });

  it('is off in a store build, whose web view is served from localhost too', () => {
    vi.stubEnv('DEV', false);
    platform.native = true;
    expect(isDevelopmentMode()).toBe(false);
  });

  it('is on in a native build for the test environments', () => {
    vi.stubEnv('DEV', false);
    vi.stubEnv('VITE_DEVELOPMENT_MODE', 'true');
    platform.native = true;
    expect(isDevelopmentMode()).toBe(true);
  });
});
