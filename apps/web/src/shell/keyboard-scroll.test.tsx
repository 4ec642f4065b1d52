import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, expect, it } from 'vitest';
import { useScrollableByKeyboard } from './keyboard-scroll.ts';

afterEach(() => {
  cleanup();
});

function Content(props: { withLink: boolean }) {
  const ref = useRef<HTMLElement>(null);
  useScrollableByKeyboard(ref);
  return (
    <main ref={ref} tabIndex={-1}>
      <p>Ein langer Brief.</p>
      {props.withLink && <a href="/dashboard">Weiter</a>}
      <button type="button" disabled>
        Gesperrt
      </button>
    </main>
  );
}

it('makes a content with nothing to tab to a Tab stop, and one with a control the skip target only', async () => {
  render(<Content withLink={false} />);
  const main = screen.getByRole('main');
  expect(main.tabIndex).toBe(0);

  screen.getByRole('button', { name: 'Gesperrt' }).removeAttribute('disabled');
  await waitFor(() => {
    expect(main.tabIndex).toBe(-1);
  });
});

it('follows a content that loses its last link', async () => {
  const { rerender } = render(<Content withLink />);
  const main = screen.getByRole('main');
  expect(main.tabIndex).toBe(-1);
  screen.getByRole('link', { name: 'Weiter' }).remove();
  await waitFor(() => {
    expect(main.tabIndex).toBe(0);
  });
  rerender(<Content withLink />);
  expect(main.tabIndex).toBe(0);
});
