import { POSTBOX_CATEGORY_ID } from '@servicebereich/protocol';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../../test/render-screen.tsx';
import type { TransportRequest } from '../../api/transport.ts';
import { useDokboxFiles } from './api/get-dokbox-files.ts';
import { FileFormDialog, type FileGroup } from './file-form-dialog.tsx';

// jsdom gets Lit's server rendering of Ionic's components, which hears no events.

const FOLDERS = [{ id: 4, name: 'Haushalt' }];

/** The dialog for the first entry of the test mode's DokBox that takes changes. */
async function renderEdit() {
  const onClose = vi.fn();
  const shown: { group?: FileGroup } = {};
  function EditFirstEntry() {
    const files = useDokboxFiles({});
    const group = files.data?.pages[0]?.groups.find(
      (g) => g.categoryId !== POSTBOX_CATEGORY_ID && !g.name.startsWith('ImmoWert'),
    );
    if (group === undefined) return null;
    shown.group = group;
    return <FileFormDialog group={group} folders={FOLDERS} onClose={onClose} />;
  }
  const { requests } = await renderScreen(<EditFirstEntry />);
  const dialog = await screen.findByRole('dialog', { name: 'Fotos & Dateien' });
  return { dialog, requests, onClose, group: shown.group as FileGroup };
}

function sent(requests: readonly TransportRequest[], fn: string) {
  return requests.filter((request) => request.call.fn === fn).map((request) => request.params);
}

async function save(dialog: HTMLElement, onClose: () => void) {
  await act(async () => {
    fireEvent.submit(dialog.querySelector('form') as HTMLFormElement);
    await Promise.resolve();
  });
  await vi.waitFor(() => {
    expect(onClose).toHaveBeenCalledOnce();
  });
}

function informAdviser(dialog: HTMLElement, message: string) {
  expect(within(dialog).queryByLabelText('Nachricht an deinen Berater')).toBeNull();
  fireEvent.click(within(dialog).getByLabelText('Berater informieren'));
  fireEvent.change(within(dialog).getByLabelText('Nachricht an deinen Berater'), {
    target: { value: message },
  });
}

describe('FileFormDialog', () => {
  afterEach(cleanup);

  it('names the missing files with the other missing fields, and a day that does not exist', async () => {
    const onClose = vi.fn();
    const { requests } = await renderScreen(
      <FileFormDialog group={null} folders={FOLDERS} onClose={onClose} />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Fotos & Dateien' });
    fireEvent.change(within(dialog).getByLabelText(/^Datum/), { target: { value: '31.02.2026' } });
    await act(async () => {
      fireEvent.submit(dialog.querySelector('form') as HTMLFormElement);
      await Promise.resolve();
    });
    const summary = await within(dialog).findByRole('region', {
      name: 'Bitte prüfe die markierten Felder.',
    });
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Bitte wähle mindestens eine Datei aus.',
      'Bitte gib einen Titel ein.',
      'Diesen Tag gibt es nicht. Bitte prüfe Tag und Monat.',
      'Bitte wähle einen Ordner.',
    ]);
    expect(sent(requests, 'AddDokboxFile')).toEqual([]);
  });

  it('shows how far each new file is while they go out, with nothing to change meanwhile', async () => {
    const onClose = vi.fn();
    await renderScreen(<FileFormDialog group={null} folders={FOLDERS} onClose={onClose} />, {
      answer: (request) => {
        if (request.call.fn !== 'AddDokboxFile') return undefined;
        // 500 bytes of fields, then the two files: the first is out, the second a sixth.
        request.onUploadProgress?.(2000, 4500);
        return new Promise(() => undefined);
      },
    });
    const dialog = screen.getByRole('dialog', { name: 'Fotos & Dateien' });
    fireEvent.change(within(dialog).getByLabelText('Titel'), { target: { value: 'Kaufvertrag' } });
    fireEvent.change(within(dialog).getByLabelText('Ordner'), { target: { value: '4' } });
    fireEvent.change(dialog.querySelector('input#file') as HTMLInputElement, {
      target: {
        files: [
          new File(['%PDF-'.padEnd(1000, '.')], 'Seite-1.pdf', { type: 'application/pdf' }),
          new File(['%PDF-'.padEnd(3000, '.')], 'Seite-2.pdf', { type: 'application/pdf' }),
        ],
      },
    });
    await act(async () => {
      fireEvent.submit(dialog.querySelector('form') as HTMLFormElement);
      await Promise.resolve();
    });
    const first = await within(dialog).findByRole('progressbar', { name: 'Seite-1.pdf: 100 %' });
    const second = within(dialog).getByRole('progressbar', { name: 'Seite-2.pdf: 17 %' });
    expect((first as HTMLProgressElement).value).toBe(100);
    expect((second as HTMLProgressElement).value).toBe(17);
    expect(within(dialog).queryByLabelText('Seite-1.pdf entfernen')).toBeNull();
    expect(within(dialog).queryByText('Dateien auswählen')).toBeNull();
    expect(within(dialog).getByText('Wird gespeichert …')).toBeTruthy();
  });

  it('replaces a kept file with a picked one and tells the adviser with the last call', async () => {
    const { dialog, requests, onClose, group } = await renderEdit();
    const [first] = group.files;
    const replacement = new File(['%PDF-1.7'], 'Rechnung-neu.pdf', { type: 'application/pdf' });
    fireEvent.click(within(dialog).getAllByText('Ersetzen')[0] as HTMLElement);
    fireEvent.change(dialog.querySelector('input#replacement') as HTMLInputElement, {
      target: { files: [replacement] },
    });
    expect(within(dialog).getByText('Wird ersetzt durch Rechnung-neu.pdf')).toBeTruthy();
    const added = new File(['foto'], 'küche.jpg', { type: 'image/jpeg' });
    fireEvent.change(dialog.querySelector('input#file') as HTMLInputElement, {
      target: { files: [added] },
    });
    informAdviser(dialog, 'Die Rechnung ist jetzt die richtige.');
    await save(dialog, onClose);

    const modified = sent(requests, 'ModifyDokboxFile');
    expect(modified).toHaveLength(group.files.length);
    expect(modified[0]).toMatchObject({
      fileId: first?.fileId,
      beraterinfo: false,
      file: [replacement],
    });
    for (const params of modified.slice(1)) {
      expect(params).toMatchObject({ beraterinfo: false });
      expect(params).not.toHaveProperty('file');
    }
    // The upload comes last: it tells the adviser, whose mail carries the whole entry.
    expect(sent(requests, 'AddDokboxFile')).toEqual([
      expect.objectContaining({
        beraterinfo: true,
        beratertext: 'Die Rechnung ist jetzt die richtige.',
        file: [added],
      }),
    ]);
    expect(await screen.findByText('Datei(en) erfolgreich geändert')).toBeTruthy();
  });

  it('tells the adviser with the last change where nothing is added', async () => {
    const { dialog, requests, onClose, group } = await renderEdit();
    informAdviser(dialog, 'Bitte ansehen');
    await save(dialog, onClose);
    const modified = sent(requests, 'ModifyDokboxFile');
    expect(modified.map((params) => params.beraterinfo)).toEqual([
      ...group.files.slice(1).map(() => false),
      true,
    ]);
    expect(modified.at(-1)).toMatchObject({ beratertext: 'Bitte ansehen' });
    expect(sent(requests, 'AddDokboxFile')).toEqual([]);
  });

  it('sends the adviser message with an upload, and refuses one over 2000 characters', async () => {
    const onClose = vi.fn();
    const { requests } = await renderScreen(
      <FileFormDialog group={null} folders={FOLDERS} onClose={onClose} />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Fotos & Dateien' });
    fireEvent.change(within(dialog).getByLabelText('Titel'), { target: { value: 'Rechnung' } });
    fireEvent.change(within(dialog).getByLabelText('Ordner'), { target: { value: '4' } });
    fireEvent.change(dialog.querySelector('input#file') as HTMLInputElement, {
      target: { files: [new File(['%PDF-1.7'], 'rechnung.pdf', { type: 'application/pdf' })] },
    });
    informAdviser(dialog, 'x'.repeat(2001));
    await act(async () => {
      fireEvent.submit(dialog.querySelector('form') as HTMLFormElement);
      await Promise.resolve();
    });
    expect(
      await within(dialog).findByText('Die Nachricht darf höchstens 2000 Zeichen lang sein.', {
        selector: ':not(a)',
      }),
    ).toBeTruthy();
    expect(sent(requests, 'AddDokboxFile')).toEqual([]);

    fireEvent.change(within(dialog).getByLabelText('Nachricht an deinen Berater'), {
      target: { value: 'Für die Finanzierung' },
    });
    await save(dialog, onClose);
    expect(sent(requests, 'AddDokboxFile')).toEqual([
      expect.objectContaining({
        name: 'Rechnung',
        beraterinfo: true,
        beratertext: 'Für die Finanzierung',
      }),
    ]);
  });
});
