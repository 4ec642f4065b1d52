import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAfterFirstScreen } from './after-first-screen.ts';

describe('useAfterFirstScreen', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('waits for the first screen, then for the browser to be idle, and stays true', async () => {
    const { result, rerender } = renderHook(({ ready }) => useAfterFirstScreen(ready), {
      initialProps: { ready: false },
    });
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    expect(result.current).toBe(false);

    rerender({ ready: true });
    expect(result.current).toBe(false);
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    expect(result.current).toBe(true);

    rerender({ ready: false });
    expect(result.current).toBe(true);
  });
});
