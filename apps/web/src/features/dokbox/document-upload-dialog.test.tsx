import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiProvider } from '../../api/api-context.tsx';
import { createQueryClient } from '../../api/query-client.ts';
import { AlertHost } from '../../shell/notification-hosts.tsx';
import { showApiError } from '../../shell/show-api-error.ts';
import { recordingDemoTransport } from '../../../test/recording-transport.ts';
import { testModeApi } from '../../../test/test-mode-api.ts';
import { DocumentUploadDialog } from './document-upload-dialog.tsx';

async function renderDialog() {
  const { transport, requests } = recordingDemoTransport(new Date(2026, 10, 20, 9, 30));
  const api = await testModeApi(transport);
  const onUploaded = vi.fn();
  const onClose = vi.fn();
  render(
    <ApiProvider client={api} queryClient={createQueryClient({ onError: showApiError })}>
      <DocumentUploadDialog title="Lichtbildausweis" onUploaded={onUploaded} onClose={onClose} />
      <AlertHost />
    </ApiProvider>,
  );
  const dialog = screen.getByRole('dialog', { name: 'Fotos & Dateien' });
  // The folders have come once the first one is offered.
  await within(dialog).findByRole('option', { name: 'Wohnen & Immobilie' });
  return { dialog, requests, onUploaded, onClose };
}

describe('DocumentUploadDialog', () => {
  afterEach(cleanup);

  it('starts with the document as the title, which is no entry to warn about', async () => {
    const { dialog, onClose } = await renderDialog();
    expect(within(dialog).getByLabelText<HTMLInputElement>('Titel').value).toBe('Lichtbildausweis');
    // Nothing is uploaded into the postbox's letters.
    expect(within(dialog).queryByRole('option', { name: 'Postbox' })).toBeNull();
    fireEvent.click(within(dialog).getByText('Abbrechen'));
    await vi.waitFor(() => {
      expect(onClose).toHaveBeenCalledOnce();
    });
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('uploads the file under the document title, then says it is uploaded and closes', async () => {
    const { dialog, requests, onUploaded, onClose } = await renderDialog();
    fireEvent.change(within(dialog).getByLabelText('Ordner'), { target: { value: '5' } });
    const photo = new File(['ausweis'], 'ausweis.jpg', { type: 'image/jpeg' });
    fireEvent.change(dialog.querySelector('input#file') as HTMLInputElement, {
      target: { files: [photo] },
    });
    await act(async () => {
      fireEvent.submit(dialog.querySelector('form') as HTMLFormElement);
      await Promise.resolve();
    });
    await vi.waitFor(() => {
      expect(onClose).toHaveBeenCalledOnce();
    });
    expect(onUploaded).toHaveBeenCalledOnce();
    expect(onUploaded.mock.invocationCallOrder[0]).toBeLessThan(
      onClose.mock.invocationCallOrder[0] ?? 0,
    );
    const upload = requests.find((request) => request.call.fn === 'AddDokboxFile');
    expect(upload?.params).toMatchObject({ name: 'Lichtbildausweis', categoryId: 5 });
  });
});
