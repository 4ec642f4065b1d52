import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Dialog, dismissTopDialog } from './dialog.tsx';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** The order in which dialogs came to the front: the last is on top. */
function frontOrder(): string[] {
  const order: string[] = [];
  vi.spyOn(HTMLDialogElement.prototype, 'showModal').mockImplementation(function front(
    this: HTMLDialogElement,
  ) {
    order.push(this.getAttribute('aria-labelledby') ?? '');
    this.open = true;
  });
  return order;
}

describe('a dialog', () => {
  it('opened while an alert is on screen leaves the alert in front', () => {
    const order = frontOrder();
    render(
      <Dialog open role="alertdialog" labelledBy="alert">
        <h2 id="alert">Keine Verbindung</h2>
      </Dialog>,
    );
    render(
      <Dialog open labelledBy="viewer">
        <h2 id="viewer">Brief</h2>
      </Dialog>,
    );
    expect(order).toEqual(['alert', 'viewer', 'alert']);
    expect(screen.getByRole('alertdialog', { hidden: true })).toHaveProperty('open', true);
  });

  it('opened alone comes to the front once', () => {
    const order = frontOrder();
    render(
      <Dialog open labelledBy="viewer">
        <h2 id="viewer">Brief</h2>
      </Dialog>,
    );
    expect(order).toEqual(['viewer']);
  });
});

describe("Android's back button over a dialog", () => {
  it('dismisses the dialog in front as Escape does, and says whether one was open', () => {
    // The alert first in the page, but in front of the viewer opened after it.
    frontOrder();
    const dismissed: string[] = [];
    render(
      <>
        <Dialog
          open
          role="alertdialog"
          labelledBy="alert"
          onDismiss={() => {
            dismissed.push('alert');
          }}
        >
          <h2 id="alert">Keine Verbindung</h2>
        </Dialog>
        <Dialog
          open
          labelledBy="viewer"
          onDismiss={() => {
            dismissed.push('viewer');
          }}
        >
          <h2 id="viewer">Brief</h2>
        </Dialog>
      </>,
    );
    expect(dismissTopDialog()).toBe(true);
    expect(dismissed).toEqual(['alert']);
    cleanup();
    expect(dismissTopDialog()).toBe(false);
  });
});
