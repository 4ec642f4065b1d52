import { INVENTORY_MESSAGES } from '@servicebereich/protocol';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../../test/render-screen.tsx';
import { InventoryItemDialog } from './inventory-item-dialog.tsx';

describe('the item dialog', () => {
  afterEach(cleanup);

  it('stores a new receipt in the DokBox once, when the item is refused and sent again', async () => {
    let refuse = true;
    const onClose = vi.fn();
    const { requests } = await renderScreen(
      <InventoryItemDialog item={null} contractId="7401937582" onClose={onClose} />,
      {
        answer: (request) => {
          if (request.call.fn !== 'HausratSpeichern' || !refuse) return undefined;
          refuse = false;
          return { Status: 400, Errors: { kaufdatum: INVENTORY_MESSAGES.purchaseDateFuture } };
        },
      },
    );
    const dialog = screen.getByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(/^Bezeichnung/), {
      target: { value: 'Rennrad' },
    });
    const receipt = new File(['%PDF-1.4\n'], 'Rechnung.pdf', { type: 'application/pdf' });
    fireEvent.change(dialog.querySelector('#beleg-input') as HTMLInputElement, {
      target: { files: [receipt] },
    });
    fireEvent.click(within(dialog).getByText('Speichern'));
    expect(await within(dialog).findAllByText(INVENTORY_MESSAGES.purchaseDateFuture)).not.toEqual(
      [],
    );
    expect(within(dialog).getByLabelText(/^Beleg .* entfernen$/)).toBeTruthy();

    fireEvent.click(within(dialog).getByText('Speichern'));
    await vi.waitFor(() => {
      expect(onClose).toHaveBeenCalledOnce();
    });
    const sent = requests.map((request) => request.call.fn);
    expect(sent.filter((fn) => fn === 'AddDokboxFile')).toHaveLength(1);
    expect(sent.filter((fn) => fn === 'HausratSpeichern')).toHaveLength(2);
    const last = requests.filter((request) => request.call.fn === 'HausratSpeichern').at(-1);
    expect(last?.params['bezeichnung']).toBe('Rennrad');
    expect(last?.params['belegId']).not.toBe('');
  });
});
