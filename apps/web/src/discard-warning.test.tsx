import type { DokboxFile } from '@servicebereich/protocol';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../test/render-screen.tsx';
import { UploadDialog } from './features/checklists/upload-dialog.tsx';
import { ContactFormDialog } from './features/adviser/contact-form-dialog.tsx';
import { FileFormDialog } from './features/dokbox/file-form-dialog.tsx';
import { SendDialog } from './features/dokbox/send-dialog.tsx';
import { EbikeActivationDialog } from './features/ebike/ebike-activation-dialog.tsx';
import { InventoryExportDialog } from './features/inventory/inventory-export-dialog.tsx';
import { InventoryItemDialog } from './features/inventory/inventory-item-dialog.tsx';
import TestingSettingsDialog from './shell/testing-settings-dialog.tsx';

/** Every source file of the app, to find its dialogs. */
const SOURCES = import.meta.glob<string>(['./**/*.tsx', '!./**/*.test.tsx'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

/** A control a customer makes an entry with. */
const ENTRY_CONTROL =
  /<(?:input|textarea|select|IonInput|CheckField|FormCheckField|RadioGroup|FormRadioGroup|TextField|FormTextField|FormDateField|DateField|SelectField|FormSelectField|NewPasswordFields)\b/;

/**
 * Dialogs with controls whose change is no entry to lose: each control of the share dialog
 * shares or unshares at once, so closing it leaves nothing undone.
 */
const NO_ENTRIES = new Set(['./features/dokbox/share-dialog.tsx']);

const FILE: DokboxFile = {
  fileId: 'DB-1',
  fileHash: 'a'.repeat(64),
  fileName: 'Rechnung.pdf',
  fileDesciption: '',
  fileDate: '2026-10-03',
  fileCategoryId: 4,
  filePublic: false,
  fileIs360: false,
  fileType: 'pdf',
  fileUrl: '',
  fileThumbnailUrl: '',
  fileDownloadUrl: '',
  fileShareUrl: null,
  fileShareValidUntil: null,
};

type Walk = {
  /** The dialog as the app shows it, closing through `onClose`. */
  render: (onClose: () => void) => ReactElement;
  /** Makes one entry in the open dialog. */
  enter: (dialog: HTMLElement) => void;
};

const type = (label: string | RegExp, value: string) => (dialog: HTMLElement) => {
  fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });
};

/** Every dialog of the app that takes entries, by its source file. */
const WALKS: Record<string, Walk> = {
  './features/checklists/upload-dialog.tsx': {
    render: (onClose) => (
      <UploadDialog
        item={{
          ItemId: 'I-1',
          Title: 'Gehaltszettel',
          Description: '',
          Required: true,
          Documents: [],
        }}
        onClose={onClose}
      />
    ),
    enter: type('Beschreibung (optional)', 'Oktober'),
  },
  './features/dokbox/file-form-dialog.tsx': {
    render: (onClose) => <FileFormDialog group={null} folders={[]} onClose={onClose} />,
    enter: type('Titel', 'Wasserschaden'),
  },
  './features/dokbox/send-dialog.tsx': {
    render: (onClose) => <SendDialog file={FILE} onClose={onClose} />,
    enter: type('Nachricht an deinen Berater', 'Bitte um Rückruf'),
  },
  './features/adviser/contact-form-dialog.tsx': {
    render: (onClose) => (
      <ContactFormDialog
        recipient={{ agentId: null, name: 'Kundenservice-Zentrale', contracts: [] }}
        onClose={onClose}
        onSent={onClose}
      />
    ),
    enter: type('Deine Nachricht', 'Hallo'),
  },
  './features/ebike/ebike-activation-dialog.tsx': {
    render: (onClose) => (
      <EbikeActivationDialog
        contractId="5500012345"
        defaults={{ rahmennummer: '', trackerid: '' }}
        onClose={onClose}
        onRequested={onClose}
      />
    ),
    enter: type(/^Rahmennummer/, 'WAL12345'),
  },
  './features/inventory/inventory-item-dialog.tsx': {
    render: (onClose) => <InventoryItemDialog item={null} contractId={null} onClose={onClose} />,
    enter: type(/^Bezeichnung/, 'Ecksofa'),
  },
  './features/inventory/inventory-export-dialog.tsx': {
    render: (onClose) => <InventoryExportDialog contractId={null} items={[]} onClose={onClose} />,
    enter: (dialog) => {
      fireEvent.click(within(dialog).getByLabelText('CSV (Tabelle)'));
    },
  },
  './shell/testing-settings-dialog.tsx': {
    render: (onClose) => <TestingSettingsDialog onClose={onClose} />,
    enter: (dialog) => {
      const other = within(dialog)
        .getAllByRole<HTMLInputElement>('radio')
        .find((radio) => !radio.checked);
      fireEvent.click(other as HTMLElement);
    },
  },
};

/** Escape on a <dialog> is its cancel event (jsdom has no keyboard handling of its own). */
function escape(element: HTMLElement) {
  fireEvent(element, new Event('cancel', { cancelable: true }));
}

async function warning() {
  const alert = await screen.findByRole('alertdialog');
  expect(within(alert).getByText('Bereits vorgenommene Eingaben gehen verloren.')).toBeTruthy();
  return alert;
}

async function open(walk: Walk) {
  const onClose = vi.fn();
  await renderScreen(walk.render(onClose));
  const dialog = screen.getByRole('dialog');
  walk.enter(dialog);
  return { dialog, onClose };
}

describe('closing a dialog with entries (SPEC 5)', () => {
  afterEach(cleanup);

  it('walks every dialog of the app that takes entries', () => {
    const withEntries = Object.entries(SOURCES)
      .filter(([, source]) => /<Dialog\b/.test(source) && ENTRY_CONTROL.test(source))
      .map(([file]) => file)
      .filter((file) => !NO_ENTRIES.has(file));
    expect(withEntries.sort()).toEqual(Object.keys(WALKS).sort());
  });

  describe.each(Object.entries(WALKS))('%s', (_file, walk) => {
    it('warns on Escape, and Abbrechen keeps the dialog with its entries', async () => {
      const { dialog, onClose } = await open(walk);
      escape(dialog);
      fireEvent.click(within(await warning()).getByText('Abbrechen'));
      await vi.waitFor(() => {
        expect(screen.queryByRole('alertdialog')).toBeNull();
      });
      expect(onClose).not.toHaveBeenCalled();
      expect(screen.getByRole('dialog')).toBe(dialog);
    });

    it('warns on a tap beside it, and closes after Ok', async () => {
      const { dialog, onClose } = await open(walk);
      fireEvent.click(dialog);
      fireEvent.click(within(await warning()).getByText('Ok'));
      await vi.waitFor(() => {
        expect(onClose).toHaveBeenCalledOnce();
      });
    });

    it('warns on its own Abbrechen or Schließen button', async () => {
      const { dialog, onClose } = await open(walk);
      const [close] = within(dialog).getAllByText(/^(?:Abbrechen|Schließen)$/);
      fireEvent.click(close as HTMLElement);
      fireEvent.click(within(await warning()).getByText('Abbrechen'));
      await vi.waitFor(() => {
        expect(screen.queryByRole('alertdialog')).toBeNull();
      });
      expect(onClose).not.toHaveBeenCalled();
    });
  });
});
