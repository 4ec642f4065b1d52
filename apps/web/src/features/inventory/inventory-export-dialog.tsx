import { type InventoryExportFormat, type InventoryItem } from '@servicebereich/protocol';
import { useId, useState } from 'react';
import { confirmDiscard } from '../../shell/confirm-discard.ts';
import { Dialog } from '../../shell/dialog.tsx';
import { RadioGroup } from '../../shell/radio-group.tsx';
import { inventoryTexts } from '../../text/inventory.ts';
import { useInventoryExport } from './api/export-hausrat.ts';
import { ItemChecklist } from './item-checklist.tsx';
import { Button } from '../../shell/button.tsx';

const t = inventoryTexts.exportDialog;

/** The household's list, or the items picked of it, as a PDF or CSV to save. */
export function InventoryExportDialog(props: {
  contractId: string | null;
  items: readonly InventoryItem[];
  onClose: () => void;
}) {
  const titleId = useId();
  const exporting = useInventoryExport();
  const [format, setFormat] = useState<InventoryExportFormat>('pdf');
  const [scope, setScope] = useState<'all' | 'some'>('all');
  const [picked, setPicked] = useState<Set<string>>(new Set());
  const [error, setError] = useState<string | undefined>();
  const dirty = format !== 'pdf' || scope !== 'all' || picked.size > 0;

  async function close() {
    if (dirty && !(await confirmDiscard())) return;
    props.onClose();
  }

  function submit() {
    if (scope === 'some' && picked.size === 0) {
      setError(t.nothingPicked);
      return;
    }
    // A failure is shown by the query client; the dialog stays for another try.
    exporting.mutate(
      { contractId: props.contractId, format, ids: scope === 'all' ? [] : [...picked] },
      { onSuccess: props.onClose },
    );
  }

  return (
    <Dialog open labelledBy={titleId} onDismiss={() => void close()}>
      <h2 id={titleId} className="app-dialog__title">
        {t.title}
      </h2>
      <p>{t.intro}</p>
      <div className="form-fields">
        <RadioGroup
          id="format"
          legend={t.format}
          value={format}
          onChange={setFormat}
          options={[
            { value: 'pdf', label: t.formats.pdf },
            { value: 'csv', label: t.formats.csv },
          ]}
        />
        <RadioGroup
          id="umfang"
          legend={t.scope}
          value={scope}
          onChange={(value) => {
            setScope(value);
            setError(undefined);
          }}
          options={[
            { value: 'all', label: t.all(props.items.length) },
            { value: 'some', label: t.some },
          ]}
        />
        {scope === 'some' && (
          <ItemChecklist
            id="auswahl"
            legend={t.pick}
            items={props.items}
            picked={picked}
            onChange={(next) => {
              setPicked(next);
              setError(undefined);
            }}
            error={error}
          />
        )}
      </div>
      <div className="app-dialog__buttons app-dialog__buttons--sticky">
        <Button fill="outline" onClick={() => void close()}>
          {t.cancel}
        </Button>
        <Button disabled={exporting.isPending} onClick={submit}>
          {exporting.isPending ? t.submitting : t.submit}
        </Button>
      </div>
    </Dialog>
  );
}
