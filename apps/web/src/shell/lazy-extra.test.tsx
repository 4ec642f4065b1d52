import { cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { lazyExtra } from './lazy-screen.ts';

afterEach(cleanup);

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
