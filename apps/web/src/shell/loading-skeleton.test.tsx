import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LoadingSkeleton } from './loading-skeleton.tsx';

describe('LoadingSkeleton', () => {
  afterEach(cleanup);

  it('says "Wird geladen …" to assistive technology only, in a busy part', () => {
    render(<LoadingSkeleton />);
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('Wird geladen …');
    expect(status.className).toBe('visually-hidden');
    expect(status.closest('[aria-busy="true"]')).not.toBeNull();
    const shapes = document.querySelectorAll('.skeleton__bone');
    expect(shapes.length).toBeGreaterThan(0);
    for (const shape of shapes) expect(shape.closest('[aria-hidden="true"]')).not.toBeNull();
  });

  it('says what loads, when a screen names it', () => {
    render(<LoadingSkeleton label="Nachrichten werden geladen …" />);
    expect(screen.getByRole('status').textContent).toBe('Nachrichten werden geladen …');
  });

  it('has the shape of what comes: rows, cards, an overview with its figure', () => {
    const { rerender } = render(<LoadingSkeleton />);
    expect(document.querySelectorAll('.skeleton__row')).toHaveLength(3);
    expect(document.querySelector('.skeleton__card')).toBeNull();
    rerender(<LoadingSkeleton shape="cards" />);
    expect(document.querySelectorAll('.skeleton__card')).toHaveLength(2);
    rerender(<LoadingSkeleton shape="overview" />);
    expect(document.querySelector('.skeleton__card .skeleton__bone--figure')).not.toBeNull();
  });
});
