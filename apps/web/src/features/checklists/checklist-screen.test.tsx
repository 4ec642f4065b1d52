import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { TransportRequest } from '../../api/transport.ts';
import ChecklistScreen from './checklist-screen.tsx';
import { findEmptyState } from '../../../test/empty-state.ts';
import { renderScreen } from '../../../test/render-screen.tsx';

// The screen against the test mode's transport: the same answers the app gets for 1234567890.

function renderChecklists(
  answer?: (request: TransportRequest) => Record<string, unknown> | undefined,
): Promise<unknown> {
  return renderScreen(<ChecklistScreen />, { now: new Date(2026, 2, 18, 10, 30), answer });
}

/** The delete button in the row of a file. */
function deleteButton(fileName: string): HTMLElement {
  const row = screen.getByText(fileName).closest('li');
  const button = row?.querySelector('button');
  if (!(button instanceof HTMLElement)) throw new Error(`No delete button for ${fileName}`);
  return button;
}

/** The hidden input behind the dialog's "Datei auswählen", which the shell's file picker opens. */
function fileInput(dialog: HTMLElement): HTMLInputElement {
  const input = dialog.querySelector('input#checklistfile-input');
  if (!(input instanceof HTMLInputElement)) throw new Error('No file input in the dialog');
  return input;
}

function pdf(name: string): File {
  return new File(['%PDF-1.4\n'], name, { type: 'application/pdf' });
}

describe('ChecklistScreen', () => {
  afterEach(cleanup);

  it('says there is no checklist and leads to the advisers', async () => {
    await renderChecklists((request) =>
      request.call.fn === 'GetCheckLists' ? { Status: 200, Result: [] } : undefined,
    );
    expect(await findEmptyState('Berater kontaktieren')).toEqual({
      text: 'Für dich gibt es derzeit keine Kreditcheckliste.',
      to: '/services/berater',
    });
  });

  it('lists the items with their documents', async () => {
    await renderChecklists();
    expect(
      await screen.findByRole('heading', { name: 'Unterlagen für dein Sanierungsdarlehen' }),
    ).toBeTruthy();
    expect(screen.getByText('Gehaltszettel_1.pdf')).toBeTruthy();
    expect(screen.getAllByText('Pflichtunterlage').length).toBeGreaterThan(0);
    expect(
      screen.getByRole('progressbar', { name: '3 von 6 Unterlagen hochgeladen' }),
    ).toBeTruthy();
  });

  it('uploads a PDF for an item and shows it in the list', async () => {
    await renderChecklists();
    await screen.findByText('Gehaltszettel_1.pdf');
    fireEvent.click(screen.getAllByText('Datei hochladen')[0] as HTMLElement);
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(fileInput(dialog), {
      target: { files: [pdf('Gehaltszettel_3.pdf')] },
    });
    await act(async () => {
      fireEvent.submit(dialog.querySelector('form') as HTMLFormElement);
      await Promise.resolve();
    });
    expect(await screen.findByText('Gehaltszettel_3.pdf')).toBeTruthy();
    expect(screen.getByText('Datei(en) erfolgreich hochgeladen')).toBeTruthy();
  });

  it('asks for a file, and refuses what is neither image nor PDF', async () => {
    await renderChecklists();
    await screen.findByText('Gehaltszettel_1.pdf');
    fireEvent.click(screen.getAllByText('Datei hochladen')[0] as HTMLElement);
    const dialog = await screen.findByRole('dialog');
    const form = dialog.querySelector('form') as HTMLFormElement;
    fireEvent.submit(form);
    expect(
      await within(dialog).findByText('Bitte wähle eine Datei aus.', { selector: ':not(a)' }),
    ).toBeTruthy();
    fireEvent.change(fileInput(dialog), {
      target: { files: [new File(['x'], 'liste.xlsx', { type: 'application/vnd.ms-excel' })] },
    });
    fireEvent.submit(form);
    expect(
      await within(dialog).findByText('Bitte wähle nur Bilder oder PDF-Dateien aus.', {
        selector: ':not(a)',
      }),
    ).toBeTruthy();
  });

  it('deletes a document only after "Ja" on the confirmation', async () => {
    await renderChecklists();
    await screen.findByText('Gehaltszettel_1.pdf');
    fireEvent.click(deleteButton('Gehaltszettel_1.pdf'));
    let alert = await screen.findByRole('alertdialog', { hidden: true });
    expect(within(alert).getByText('Möchtest du die Datei wirklich löschen?')).toBeTruthy();
    fireEvent.click(within(alert).getByText('Nein'));
    await waitFor(() => {
      expect(screen.queryByRole('alertdialog', { hidden: true })).toBeNull();
    });
    expect(screen.getByText('Gehaltszettel_1.pdf')).toBeTruthy();

    fireEvent.click(deleteButton('Gehaltszettel_1.pdf'));
    alert = await screen.findByRole('alertdialog', { hidden: true });
    fireEvent.click(within(alert).getByText('Ja'));
    await waitFor(() => {
      expect(screen.queryByText('Gehaltszettel_1.pdf')).toBeNull();
    });
    // The toast queue outlives a test: an earlier test's toast may still be shown first.
    expect(
      await screen.findByText('Datei erfolgreich gelöscht', {}, { timeout: 3_000 }),
    ).toBeTruthy();
  });
});
