import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AmountText, FixedHiddenAmounts, HiddenAmountsProvider } from './hidden-amounts.tsx';

const TEXT = 'Kontostand: 1.234,56\u00A0€, Rate -80,00\u00A0€';

function renderText(hidden: boolean | null, inLink = false) {
  const storage = {
    initial: () => false,
    load: () => Promise.resolve(hidden),
    save: () => Promise.resolve(),
  };
  return render(
    <HiddenAmountsProvider storage={storage}>
      <p data-testid="text">
        <AmountText text={TEXT} inLink={inLink} />
      </p>
    </HiddenAmountsProvider>,
  );
}

describe('AmountText', () => {
  afterEach(cleanup);

  it('shows the amounts when the setting is off or not stored', () => {
    renderText(null);
    expect(screen.getByTestId('text').textContent).toBe(TEXT);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('puts each amount, and nothing else of the text, into an element of its own', () => {
    renderText(null);
    const amounts = [...screen.getByTestId('text').querySelectorAll('.amount')];
    expect(amounts.map((amount) => amount.textContent)).toEqual([
      '1.234,56\u00A0€',
      '-80,00\u00A0€',
    ]);
  });

  it('masks every amount and shows one when it is tapped', async () => {
    renderText(true);
    const buttons = await screen.findAllByRole('button', { name: 'Betrag anzeigen' });
    expect(buttons).toHaveLength(2);
    const text = screen.getByTestId('text');
    expect(text.textContent).not.toContain('1.234,56');
    expect(text.textContent).toContain('Kontostand: ');

    fireEvent.click(buttons[0] as HTMLElement);
    expect(text.textContent).toContain('Kontostand: 1.234,56\u00A0€');
    expect(text.querySelector('.amount')?.textContent).toBe('1.234,56\u00A0€');
    expect(text.textContent).not.toContain('-80,00');
    expect(screen.getAllByRole('button', { name: 'Betrag anzeigen' })).toHaveLength(1);
  });

  it('masks amounts inside a link without a button of its own', async () => {
    renderText(true, true);
    expect(await screen.findAllByText('Betrag ausgeblendet')).toHaveLength(2);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByTestId('text').textContent).not.toContain('1.234,56');
  });

  it('masks amounts without buttons on a page rendered ahead of the app', () => {
    render(
      <FixedHiddenAmounts hidden>
        <p data-testid="text">
          <AmountText text={TEXT} />
        </p>
      </FixedHiddenAmounts>,
    );
    expect(screen.getAllByText('Betrag ausgeblendet')).toHaveLength(2);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByTestId('text').textContent).not.toContain('1.234,56');
  });

  it('shows the amounts on a page rendered ahead of the app where the setting is off', () => {
    render(
      <FixedHiddenAmounts hidden={false}>
        <p data-testid="text">
          <AmountText text={TEXT} />
        </p>
      </FixedHiddenAmounts>,
    );
    expect(screen.getByTestId('text').textContent).toBe(TEXT);
  });

  it('shows the initial setting in the first render, before the storage is read', () => {
    const storage = {
      initial: () => true,
      load: () => new Promise<boolean | null>(() => undefined),
      save: () => Promise.resolve(),
    };
    render(
      <HiddenAmountsProvider storage={storage}>
        <p data-testid="text">
          <AmountText text={TEXT} />
        </p>
      </HiddenAmountsProvider>,
    );
    expect(screen.getByTestId('text').textContent).not.toContain('1.234,56');
  });
});
