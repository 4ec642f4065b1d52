import { CHUNK_LOAD_TIMEOUT_MS } from '@servicebereich/protocol';
import { act, cleanup, render, screen } from '@testing-library/react';
import { Component, Suspense, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyExtra, lazyScreen } from './lazy-screen.ts';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** Says the message of what its children threw, as a screen's boundary says that it failed. */
class Failure extends Component<{ children: ReactNode }, { message: string | null }> {
  override state: { message: string | null } = { message: null };

  static getDerivedStateFromError(error: Error): { message: string } {
    return { message: error.message };
  }

  override render(): ReactNode {
    return this.state.message ?? this.props.children;
  }
}

describe('a screen whose code loads when it is first shown', () => {
  it('asks for its code after the render that shows it first, and shows itself', async () => {
    const load = vi.fn(() => Promise.resolve({ default: () => <p>Vertrag</p> }));
    const Screen = lazyScreen(load);
    render(
      <Suspense fallback={<p>lädt</p>}>
        <Screen />
      </Suspense>,
    );
    expect(screen.getByText('lädt')).toBeTruthy();
    expect(load).not.toHaveBeenCalled();
    expect(await screen.findByText('Vertrag')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('fails when its code has not come within the time SPEC 9 gives', async () => {
    vi.useFakeTimers();
    // React reports the error its boundary caught.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const Screen = lazyScreen(() => new Promise<{ default: () => ReactNode }>(() => undefined));
    render(
      <Failure>
        <Suspense fallback={<p>lädt</p>}>
          <Screen />
        </Suspense>
      </Failure>,
    );
    await act(() => vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS - 1));
    expect(screen.getByText('lädt')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.getByText(`No code within ${String(CHUNK_LOAD_TIMEOUT_MS)} ms`)).toBeTruthy();
  });
});

describe('an extra whose code loads after the first screen', () => {
  it('shows itself once its code is there', async () => {
    const Extra = lazyExtra(() =>
      Promise.resolve({ default: (props: { text: string }) => <p>{props.text}</p> }),
    );
    render(
      <Suspense fallback={null}>
        <Extra text="Hinweis" />
      </Suspense>,
    );
    expect(await screen.findByText('Hinweis')).toBeTruthy();
  });

  it('shows nothing, and throws nothing, when its code cannot be fetched', async () => {
    const Extra = lazyExtra<{ text: string }>(() =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
    );
    render(
      <main>
        <Suspense fallback={<p>lädt</p>}>
          <Extra text="Hinweis" />
        </Suspense>
      </main>,
    );
    await expect.poll(() => screen.queryByText('lädt')).toBeNull();
    expect(screen.getByRole('main').textContent).toBe('');
  });
});
