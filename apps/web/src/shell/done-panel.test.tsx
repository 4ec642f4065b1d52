import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DonePanel } from './done-panel.tsx';

describe('DonePanel', () => {
  afterEach(cleanup);

  it('is a region named by its heading, with a tick, what follows, and the focus on its heading', () => {
    render(
      <DonePanel heading="Dein Videotermin ist gebucht">
        <p>Wir haben dir eine Bestätigung geschickt.</p>
      </DonePanel>,
    );
    const panel = screen.getByRole('region', { name: 'Dein Videotermin ist gebucht' });
    expect(panel.querySelector('.done-panel__icon svg')).not.toBeNull();
    expect(panel.textContent).toBe(
      'Dein Videotermin ist gebuchtWir haben dir eine Bestätigung geschickt.',
    );
    expect(document.activeElement).toBe(
      screen.getByRole('heading', { level: 2, name: 'Dein Videotermin ist gebucht' }),
    );
  });
});
