import { vi } from 'vitest';

/** The session's `loginWith` as the app has it: it sends the login it is handed. */
export function loginActions() {
  return {
    loginWith: vi.fn(async (_number: string | null, send: () => Promise<unknown>) => {
      await send();
    }),
  };
}
