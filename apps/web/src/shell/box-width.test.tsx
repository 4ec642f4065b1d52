import { act, cleanup, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useBoxWidth } from './box-width.ts';

/** A box that says how wide it is. */
function Measured() {
  const box = useRef<HTMLDivElement>(null);
  const width = useBoxWidth(box);
  return (
    <div ref={box} data-testid="box">
      {width}
    </div>
  );
}

/** The width jsdom, which lays nothing out, reports for every element. */
let laidOutWidth = 0;
/** What each ResizeObserver was told to call when its element changes size. */
let changed: (() => void)[] = [];

describe('useBoxWidth', () => {
  beforeEach(() => {
    laidOutWidth = 0;
    changed = [];
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(() => laidOutWidth);
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(callback: () => void) {
          changed.push(callback);
        }
        observe() {}
        disconnect() {}
      },
    );
  });

  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('has the box’s width before the first paint, and follows it', () => {
    laidOutWidth = 326;
    render(<Measured />);
    expect(screen.getByTestId('box').textContent).toBe('326');
    laidOutWidth = 704;
    act(() => {
      for (const call of changed) call();
    });
    expect(screen.getByTestId('box').textContent).toBe('704');
  });
});
