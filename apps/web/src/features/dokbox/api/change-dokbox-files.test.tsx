import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiProvider } from '../../../api/api-context.tsx';
import { createQueryClient } from '../../../api/query-client.ts';
import { createDemoTransport } from '../../../demo/demo-transport.ts';
import { isAskingForRating } from '../../../shell/rating-prompt.ts';
import { useDokboxChanges } from './change-dokbox-files.ts';
import { testModeApi } from '../../../../test/test-mode-api.ts';

const FIELDS = { name: 'Dachboden', date: '2026-03-01', categoryId: 1, desc: '', ispublic: false };

async function changes() {
  const api = await testModeApi(createDemoTransport(new Date(2026, 2, 18, 10, 30)));
  const queryClient = createQueryClient({ onError: () => undefined });
  const { result } = renderHook(useDokboxChanges, {
    wrapper: ({ children }) => (
      <ApiProvider client={api} queryClient={queryClient}>
        {children}
      </ApiProvider>
    ),
  });
  return result.current;
}

describe('saving the DokBox dialog', () => {
  it('asks for a store rating after an upload, not after a failed one', async () => {
    const { add } = await changes();
    const photo = new File(['x'], 'dach.jpg', { type: 'image/jpeg' });
    const onUploadProgress = () => undefined;
    await expect(
      add({ params: { ...FIELDS, categoryId: 999 }, files: [photo], onUploadProgress }),
    ).rejects.toThrow();
    expect(isAskingForRating()).toBe(false);
    await add({ params: FIELDS, files: [photo], onUploadProgress });
    expect(isAskingForRating()).toBe(true);
  });
});
