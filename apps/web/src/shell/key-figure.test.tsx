import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FixedHiddenAmounts } from './hidden-amounts.tsx';
import { KeyFigure } from './key-figure.tsx';

describe('KeyFigure', () => {
  afterEach(cleanup);

  it('shows its label, then the figure, the amount in it hidden with the others', () => {
    const { rerender } = render(
      <FixedHiddenAmounts hidden={false}>
        <KeyFigure label="Prämie" value={'85,00\u00A0€ monatlich'} />
      </FixedHiddenAmounts>,
    );
    expect(screen.getByText('Prämie').tagName).toBe('SPAN');
    expect(screen.getByRole('strong').textContent).toBe('85,00\u00A0€ monatlich');
    rerender(
      <FixedHiddenAmounts hidden>
        <KeyFigure label="Prämie" value={'85,00\u00A0€ monatlich'} />
      </FixedHiddenAmounts>,
    );
    expect(screen.getByRole('strong').textContent).not.toContain('85,00');
    expect(screen.getByRole('strong').textContent).toContain('monatlich');
  });
});
