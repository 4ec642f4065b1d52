import { zodResolver } from '@hookform/resolvers/zod';
import {
  formatAmountPlain,
  INVENTORY_ROOMS,
  inventoryCalls,
  isoToDisplay,
  type DokboxFile,
  type InventoryItem,
  type ParamsInput,
} from '@servicebereich/protocol';
import { closeCircle } from 'ionicons/icons';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { ACCEPTED_FILE_TYPES, checkPickedFiles } from '../../shell/accepted-file.ts';
import { confirmStep } from '../../shell/confirm.ts';
import { confirmDiscard } from '../../shell/confirm-discard.ts';
import { FormDateField } from '../../shell/date-field.tsx';
import { latestDate } from '../../shell/date-mask.ts';
import { Dialog } from '../../shell/dialog.tsx';
import { useFilePicker } from '../../shell/file-picker.tsx';
import { FormErrorSummary } from '../../shell/form-error-summary.tsx';
import { showFormErrors } from '../../shell/form-errors.ts';
import { FormSelectField } from '../../shell/form-select-field.tsx';
import { FormTextField } from '../../shell/form-text-field.tsx';
import { Icon } from '../../shell/icon.tsx';
import { SelectField } from '../../shell/text-field.tsx';
import { showToast } from '../../shell/toast-store.ts';
import { inventoryTexts } from '../../text/inventory.ts';
import { useDeleteItem, useSaveItem, type ItemFile } from './api/change-hausrat.ts';
import { useDokboxChoices } from './api/dokbox-choices.ts';
import { Button } from '../../shell/button.tsx';

const t = inventoryTexts.form;

type FormInput = ParamsInput<typeof inventoryCalls.hausratSpeichern>;

/** The fields by wire name: the server's errors for them go under them. */
const FIELDS = ['bezeichnung', 'raum', 'kaufdatum', 'preis', 'anzahl', 'notiz'] as const;

/** A file as the dialog holds it: unchanged, a new one to upload, one picked, or none. */
type Held = { kind: 'kept'; file: DokboxFile } | { kind: 'new'; file: File } | { kind: 'none' };

function heldOf(file: DokboxFile | null): Held {
  return file === null ? { kind: 'none' } : { kind: 'kept', file };
}

function itemFileOf(held: Held): ItemFile {
  if (held.kind === 'none') return null;
  return held.kind === 'new' ? { upload: held.file } : { fileId: held.file.fileId };
}

function nameOf(held: Held): string {
  if (held.kind === 'none') return '';
  return held.kind === 'new' ? held.file.name : held.file.fileName;
}

/**
 * A photo or receipt: the file it holds (to remove), or a new one to upload, or one of the
 * DokBox's to pick.
 */
function FileChoice(props: {
  id: string;
  label: string;
  held: Held;
  onChange: (held: Held) => void;
  choices: readonly DokboxFile[];
}) {
  const { held, label } = props;
  const [error, setError] = useState<string | null>(null);
  const picker = useFilePicker({
    id: `${props.id}-input`,
    accept: ACCEPTED_FILE_TYPES,
    onPick: ([file]) => {
      if (file === undefined) return;
      const { error: refused } = checkPickedFiles([file], t.fileType);
      if (refused !== null) {
        setError(refused);
        return;
      }
      setError(null);
      props.onChange({ kind: 'new', file });
    },
  });
  return (
    <fieldset className="inventory-file" id={props.id}>
      <legend>{label}</legend>
      {picker.input}
      {held.kind === 'none' ? (
        <>
          <Button fill="outline" onClick={picker.open}>
            {t.upload(label)}
          </Button>
          {props.choices.length > 0 && (
            <SelectField
              id={`${props.id}-dokbox`}
              label={t.fromDokbox(label)}
              value=""
              onChange={(fileId) => {
                const file = props.choices.find((f) => f.fileId === fileId);
                if (file !== undefined) props.onChange({ kind: 'kept', file });
              }}
              options={[
                { value: '', label: t.noDokboxFile, disabled: true },
                ...props.choices.map((f) => ({
                  value: f.fileId,
                  label: `${f.fileName} (${isoToDisplay(f.fileDate) ?? f.fileDate})`,
                })),
              ]}
            />
          )}
        </>
      ) : (
        <div className="claim-files__row">
          <span className="wrap">{nameOf(held)}</span>
          <Button
            fill="clear"
            aria-label={t.remove(label, nameOf(held))}
            onClick={() => {
              props.onChange({ kind: 'none' });
            }}
          >
            <Icon slot="icon-only" icon={closeCircle} />
          </Button>
        </div>
      )}
      {error !== null && (
        <p role="alert" className="form-error">
          {error}
        </p>
      )}
    </fieldset>
  );
}

/**
 * Adding or changing an item of the household inventory: what it is, where, when bought, its
 * price and pieces, a note, and a photo and receipt from the DokBox or uploaded into it. A
 * changed item can be deleted here too.
 */
export function InventoryItemDialog(props: {
  /** The item to change, or null for a new one. */
  item: InventoryItem | null;
  /** The household a new item goes to. */
  contractId: string | null;
  onClose: () => void;
}) {
  const { item } = props;
  const titleId = useId();
  const save = useSaveItem();
  const remove = useDeleteItem();
  const choices = useDokboxChoices(true);
  const [photo, setPhoto] = useState<Held>(heldOf(item?.Foto ?? null));
  const [receipt, setReceipt] = useState<Held>(heldOf(item?.Beleg ?? null));
  const form = useForm<FormInput>({
    resolver: zodResolver(inventoryCalls.hausratSpeichern.params, undefined, { raw: true }),
    defaultValues: {
      id: item?.Id ?? '',
      vertragsnummer: item === null ? (props.contractId ?? '') : (item.Vertragsnummer ?? ''),
      bezeichnung: item?.Bezeichnung ?? '',
      raum: item?.Raum ?? INVENTORY_ROOMS[0],
      kaufdatum: item?.Kaufdatum ?? '',
      preis: item === null || item.Preis === null ? '' : formatAmountPlain(item.Preis),
      anzahl: String(item?.Anzahl ?? 1),
      notiz: item?.Notiz ?? '',
    },
  });
  const filesChanged =
    nameOf(photo) !== (item?.Foto?.fileName ?? '') ||
    nameOf(receipt) !== (item?.Beleg?.fileName ?? '') ||
    photo.kind === 'new' ||
    receipt.kind === 'new';
  // Read while rendering: react-hook-form tells of a change only to what read its state then.
  const dirty = form.formState.isDirty || filesChanged;
  const busy = save.isPending || remove.isPending;

  async function close() {
    if (dirty && !(await confirmDiscard())) return;
    props.onClose();
  }

  const submit = form.handleSubmit(async (params) => {
    try {
      const saved = await save.mutateAsync({
        params,
        photo: itemFileOf(photo),
        receipt: itemFileOf(receipt),
        onStored: (kind, file) => {
          (kind === 'photo' ? setPhoto : setReceipt)({ kind: 'kept', file });
        },
      });
      showToast(t.saved(saved.Bezeichnung));
      props.onClose();
    } catch (error) {
      showFormErrors(form, FIELDS, error);
    }
  });

  async function deleteItem(current: InventoryItem) {
    if (!(await confirmStep(t.confirmDelete(current.Bezeichnung)))) return;
    // A failure is shown by the query client; the dialog stays.
    remove.mutate(current.Id, {
      onSuccess: () => {
        showToast(t.deleted(current.Bezeichnung));
        props.onClose();
      },
    });
  }

  const dokboxFiles = choices.data ?? [];
  return (
    <Dialog open labelledBy={titleId} onDismiss={() => void close()}>
      <form
        noValidate
        onSubmit={(event) => {
          void submit(event);
        }}
      >
        <h2 id={titleId} className="app-dialog__title">
          {item === null ? t.newTitle : t.editTitle}
        </h2>
        <FormErrorSummary control={form.control} />
        <div className="form-fields">
          <FormTextField
            control={form.control}
            name="bezeichnung"
            label={t.name}
            hint={t.nameHint}
            maxLength={100}
          />
          <FormSelectField
            control={form.control}
            name="raum"
            label={t.room}
            options={INVENTORY_ROOMS.map((room) => ({ value: room, label: room }))}
          />
          <FormDateField
            control={form.control}
            name="kaufdatum"
            label={t.purchaseDate}
            hint={t.purchaseDateHint}
            max={latestDate(false)}
          />
          <FormTextField
            control={form.control}
            name="preis"
            label={t.price}
            hint={t.priceHint}
            inputMode="decimal"
            autoComplete="off"
          />
          <FormTextField
            control={form.control}
            name="anzahl"
            label={t.quantity}
            inputMode="numeric"
            autoComplete="off"
          />
          <FormTextField
            control={form.control}
            name="notiz"
            label={t.notes}
            hint={t.notesHint}
            maxLength={200}
          />
        </div>
        <p className="muted">{t.fileHint}</p>
        <FileChoice
          id="foto"
          label={t.photo}
          held={photo}
          onChange={setPhoto}
          choices={dokboxFiles.filter((f) => f.fileType !== 'pdf')}
        />
        <FileChoice
          id="beleg"
          label={t.receipt}
          held={receipt}
          onChange={setReceipt}
          choices={dokboxFiles}
        />
        <div className="app-dialog__buttons app-dialog__buttons--sticky">
          {item !== null && (
            <Button
              fill="clear"
              color="danger"
              disabled={busy}
              onClick={() => void deleteItem(item)}
            >
              {t.delete}
            </Button>
          )}
          <Button fill="outline" disabled={busy} onClick={() => void close()}>
            {t.cancel}
          </Button>
          <Button type="submit" disabled={busy}>
            {save.isPending ? t.saving : t.save}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
