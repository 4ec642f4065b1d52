import {
  CLAIM_MAX_FILES,
  LEGAL_AREAS,
  MOTOR_EVENTS,
  PROPERTY_LOSSES,
  type ClaimType,
  type Contract,
} from '@servicebereich/protocol';
import { closeCircle } from 'ionicons/icons';
import { useState, type ReactNode } from 'react';
import {
  Controller,
  useFieldArray,
  useFormContext,
  useWatch,
  type Control,
  type FieldError,
} from 'react-hook-form';
import { ACCEPTED_FILE_TYPES } from '../../shell/accepted-file.ts';
import { FormDateField, FormTimeField } from '../../shell/date-field.tsx';
import { latestDate } from '../../shell/date-mask.ts';
import { ContractLabel } from '../../shell/contract-label.tsx';
import { DetailList } from '../../shell/detail-list.tsx';
import { useFilePicker } from '../../shell/file-picker.tsx';
import { FormCheckField } from '../../shell/form-check-field.tsx';
import { FormSelectField } from '../../shell/form-select-field.tsx';
import { FormTextField } from '../../shell/form-text-field.tsx';
import { Icon } from '../../shell/icon.tsx';
import { claimTexts } from '../../text/claims.ts';
import {
  DATE_FIELDS,
  fieldLabel,
  LONG_TEXT_FIELDS,
  POLICE_DETAILS,
  questionLabel,
  type ClaimFormValues,
  type ClaimItem,
  type Witness,
} from './claim-form-model.ts';
import type { Reporter } from './api/get-user-address.ts';
import { addClaimFiles, type PendingFile } from './claim-files.tsx';
import { currentPosition } from './geolocation.ts';
import { Button } from '../../shell/button.tsx';

const t = claimTexts.form;

const CHOICES: Record<string, readonly string[]> = {
  hergang: MOTOR_EVENTS,
  schadenart: PROPERTY_LOSSES,
  bereich: LEGAL_AREAS,
};
const MAX_WITNESSES = 10;
const MAX_ITEMS = 50;

type Props = { control: Control<ClaimFormValues> };

// The form's values are keyed by the protocol's field names, so react-hook-form cannot type the
// two lists itself: each list's control is seen as a form of that list alone.

/** The error text under a field, tied to it by `aria-describedby`. */
function FieldErrorText(props: { id: string; error: FieldError | undefined }) {
  if (props.error?.message === undefined) return null;
  return (
    <p id={`${props.id}-error`} role="alert" className="form-error">
      {props.error.message}
    </p>
  );
}

function SelectField(props: Props & { name: string; label: string; options: [string, string][] }) {
  return (
    <FormSelectField
      control={props.control}
      name={props.name}
      label={props.label}
      options={[
        { value: '', label: t.choose },
        ...props.options.map(([value, label]) => ({ value, label })),
      ]}
    />
  );
}

function CheckboxField(props: Props & { name: string }) {
  return (
    <FormCheckField control={props.control} name={props.name} label={fieldLabel(props.name)} />
  );
}

function WitnessList(props: Props) {
  const { fields, append, remove } = useFieldArray({
    control: props.control as unknown as Control<{ zeuge: Witness[] }>,
    name: 'zeuge',
  });
  return (
    <fieldset className="claim-list">
      <legend>{fieldLabel('zeuge')}</legend>
      {fields.map((row, index) => (
        <div key={row.id} className="claim-list__row">
          <FormTextField
            control={props.control}
            name={`zeuge.${index}.name`}
            label={t.witness(index + 1)}
          />
          <Button
            fill="clear"
            aria-label={t.removeWitness(index + 1)}
            onClick={() => {
              remove(index);
            }}
          >
            <Icon slot="icon-only" icon={closeCircle} />
          </Button>
        </div>
      ))}
      {fields.length < MAX_WITNESSES && (
        <Button
          fill="outline"
          onClick={() => {
            append({ name: '' });
          }}
        >
          {t.addWitness}
        </Button>
      )}
    </fieldset>
  );
}

/** A damaged item taken from elsewhere, with its receipt where it has one. */
export type TakenItem = ClaimItem & { receipt: File | null };

/**
 * Where a claim's damaged items can be taken from besides typing them (the household inventory,
 * composed by the route table): a dialog for the claim's contract that hands over the items taken
 * and what could not be fetched of them.
 */
export type ItemSource = (props: {
  contractId: string | null;
  onTake: (items: TakenItem[], failed: readonly string[]) => void;
  onClose: () => void;
}) => ReactNode;

/** The claim's files, where each damaged item's receipt is kept (`PendingFile.item`). */
export type ItemReceipts = {
  files: readonly PendingFile[];
  onChange: (files: PendingFile[]) => void;
  /** While the claim is sent, no file can be added or removed. */
  locked: boolean;
};

/** The receipt of the item at `index`: one file, added here and kept with the claim's files. */
function ItemReceipt(props: { index: number; receipts: ItemReceipts }) {
  const { index, receipts } = props;
  const [error, setError] = useState<string | null>(null);
  const picker = useFilePicker({
    id: `posten-${String(index)}-beleg-input`,
    accept: ACCEPTED_FILE_TYPES,
    onPick: (files) => {
      const picked = addClaimFiles(receipts.files, files, index);
      receipts.onChange(picked.files);
      setError(picked.error);
    },
  });
  const receipt = receipts.files.find((f) => f.item === index);
  if (receipt !== undefined) {
    return (
      <div className="claim-files__row">
        <span className="wrap">{t.receipt(receipt.file.name)}</span>
        {!receipts.locked && (
          <Button
            fill="clear"
            aria-label={t.removeReceipt(index + 1)}
            onClick={() => {
              receipts.onChange(receipts.files.filter((f) => f !== receipt));
            }}
          >
            <Icon slot="icon-only" icon={closeCircle} />
          </Button>
        )}
      </div>
    );
  }
  return (
    <div className="stack">
      {picker.input}
      {!receipts.locked && receipts.files.length < CLAIM_MAX_FILES && (
        <Button fill="outline" onClick={picker.open}>
          {t.addReceipt}
        </Button>
      )}
      {error !== null && (
        <p role="alert" className="form-error">
          {error}
        </p>
      )}
    </div>
  );
}

/** The files once the item at `index` is gone: its receipt stays a file, the later items move up. */
function withoutItem(files: readonly PendingFile[], index: number): PendingFile[] {
  return files.map((f) =>
    f.item === null || f.item < index ? f : { ...f, item: f.item === index ? null : f.item - 1 },
  );
}

function ItemList(props: Props & { receipts: ItemReceipts; itemSource: ItemSource | undefined }) {
  const { fields, append, remove } = useFieldArray({
    control: props.control as unknown as Control<{ posten: ClaimItem[] }>,
    name: 'posten',
  });
  const { formState } = useFormContext<ClaimFormValues>();
  const contractId = useWatch({ control: props.control, name: 'vertragsnummer' });
  const [picking, setPicking] = useState(false);
  const [takeErrors, setTakeErrors] = useState<readonly string[]>([]);
  const [takeNotes, setTakeNotes] = useState<readonly string[]>([]);
  const listError = formState.errors['posten'];
  const message = listError?.message ?? listError?.root?.message;
  const { receipts, itemSource } = props;

  /** The items taken go after those there; each receipt becomes the receipt of its item. */
  function take(items: readonly TakenItem[], failed: readonly string[]) {
    const room = Math.max(0, MAX_ITEMS - fields.length);
    const kept = items.slice(0, room);
    let files = [...receipts.files];
    const errors = [...failed];
    const notes: string[] = [];
    kept.forEach((item, offset) => {
      const { receipt } = item;
      if (receipt === null) return;
      const added = addClaimFiles(files, [receipt], fields.length + offset);
      // One invoice for several items is sent once, as the receipt of the first of them.
      const holder = files.find(
        (f) => f.file.name === receipt.name && f.file.size === receipt.size,
      );
      if (added.files.length === files.length && holder !== undefined && holder.item !== null) {
        notes.push(t.receiptShared(receipt.name, holder.item + 1, fields.length + offset + 1));
      }
      files = added.files;
      if (added.error !== null) errors.push(added.error);
    });
    append(
      kept.map(({ gegenstand, anschaffungsjahr, wert }) => ({
        gegenstand,
        anschaffungsjahr,
        wert,
      })),
    );
    receipts.onChange(files);
    setTakeErrors([...new Set(errors)]);
    setTakeNotes(notes);
    setPicking(false);
  }

  return (
    // The step's heading names the list; a legend of its own would say it twice.
    <div className="claim-list" id="posten">
      {fields.length === 0 && <p className="muted">{t.noItems}</p>}
      {fields.map((row, index) => (
        <section key={row.id} className="claim-list__item" aria-label={t.itemHeading(index + 1)}>
          <h3>{t.itemHeading(index + 1)}</h3>
          <FormTextField
            control={props.control}
            name={`posten.${index}.gegenstand`}
            label={t.itemName}
          />
          <FormTextField
            control={props.control}
            name={`posten.${index}.anschaffungsjahr`}
            label={t.itemYear}
            inputMode="numeric"
          />
          <FormTextField
            control={props.control}
            name={`posten.${index}.wert`}
            label={t.itemValue}
            inputMode="decimal"
          />
          <ItemReceipt index={index} receipts={props.receipts} />
          <Button
            fill="clear"
            onClick={() => {
              remove(index);
              props.receipts.onChange(withoutItem(props.receipts.files, index));
            }}
          >
            {t.removeItem(index + 1)}
          </Button>
        </section>
      ))}
      {message !== undefined && (
        <p role="alert" className="form-error">
          {message}
        </p>
      )}
      {takeNotes.map((note) => (
        <p key={note} role="status" className="muted">
          {note}
        </p>
      ))}
      {takeErrors.map((error) => (
        <p key={error} role="alert" className="form-error">
          {error}
        </p>
      ))}
      {fields.length < MAX_ITEMS && !receipts.locked && (
        <div className="button-row">
          <Button
            fill="outline"
            onClick={() => {
              append({ gegenstand: '', anschaffungsjahr: '', wert: '' });
            }}
          >
            {t.addItem}
          </Button>
          {itemSource !== undefined && (
            <Button
              fill="outline"
              onClick={() => {
                setPicking(true);
              }}
            >
              {t.takeFromInventory}
            </Button>
          )}
        </div>
      )}
      {picking &&
        itemSource?.({
          contractId: typeof contractId === 'string' && contractId !== '' ? contractId : null,
          onTake: take,
          onClose: () => {
            setPicking(false);
          },
        })}
    </div>
  );
}

/** The device's position into the coordinates; the place stays for the customer to correct. */
function LocationField(props: Props) {
  const { setValue, getValues } = useFormContext<ClaimFormValues>();
  const [state, setState] = useState<'idle' | 'locating' | 'located' | 'failed'>('idle');
  const locate = async () => {
    setState('locating');
    const position = await currentPosition();
    if (position === null) {
      setState('failed');
      return;
    }
    const lat = position.latitude.toFixed(6);
    const lng = position.longitude.toFixed(6);
    setValue('breitengrad', lat, { shouldDirty: true });
    setValue('laengengrad', lng, { shouldDirty: true });
    if (getValues('schadenort') === '') {
      setValue('schadenort', t.locationText(lat, lng), { shouldDirty: true });
    }
    setState('located');
  };
  return (
    <div className="stack">
      <Button fill="outline" disabled={state === 'locating'} onClick={() => void locate()}>
        {state === 'locating' ? t.locating : t.locate}
      </Button>
      {state === 'located' && <p role="status">{t.located}</p>}
      {state === 'failed' && <p role="alert">{t.locateFailed}</p>}
      <Controller
        control={props.control}
        name="breitengrad"
        render={({ fieldState }) => <FieldErrorText id="breitengrad" error={fieldState.error} />}
      />
    </div>
  );
}

/** The customer who reports, from the profile: shown, not asked. */
export function ReporterDetails(props: { reporter: Reporter }) {
  return (
    <section className="claim-reporter" aria-labelledby="claim-reporter-heading">
      <h3 id="claim-reporter-heading">{t.reporterHeading}</h3>
      <DetailList
        rows={[
          { label: t.reporterName, value: props.reporter.name },
          { label: t.reporterAddress, value: props.reporter.address },
        ]}
      />
      <p className="muted">{t.reporterHint}</p>
    </section>
  );
}

function ContractField(props: Props & { contracts: readonly Contract[]; fixed: boolean }) {
  const [only] = props.contracts;
  if (props.fixed && only !== undefined) {
    return (
      <DetailList
        rows={[
          {
            label: questionLabel('vertragsnummer', false),
            value: <ContractLabel contract={only} />,
          },
        ]}
      />
    );
  }
  return (
    <SelectField
      control={props.control}
      name="vertragsnummer"
      label={questionLabel('vertragsnummer', false)}
      options={props.contracts.map((c) => [
        c.ContractId,
        `${c.Details.Name} · ${c.Details.ContractIdFormatted}`,
      ])}
    />
  );
}

export type ClaimFieldProps = Props & {
  typ: ClaimType;
  field: string;
  visitor: boolean;
  /** The contracts that take this type (customer only); one and fixed when the route names it. */
  contracts: readonly Contract[];
  contractFixed: boolean;
  receipts: ItemReceipts;
  /** Where damaged items can be taken from; none for a visitor. */
  itemSource?: ItemSource | undefined;
};

/** One question of a claim form; the police details only once the police was called. */
export function ClaimField(props: ClaimFieldProps) {
  return POLICE_DETAILS.has(props.field) ? <PoliceDetail {...props} /> : <Question {...props} />;
}

function PoliceDetail(props: ClaimFieldProps) {
  const called = useWatch({ control: props.control, name: 'polizei' });
  return called === true ? <Question {...props} /> : null;
}

/** A question drawn by what its field holds. */
function Question(props: ClaimFieldProps) {
  const { control, field } = props;
  if (field === 'vertragsnummer' && !props.visitor) {
    return (
      <ContractField control={control} contracts={props.contracts} fixed={props.contractFixed} />
    );
  }
  if (field === 'geburtsdatum') {
    return (
      <FormDateField
        control={control}
        name={field}
        label={questionLabel(field, true)}
        max={latestDate(false)}
      />
    );
  }
  if (field === 'vertragsnummer' || field === 'plz' || field === 'name' || field === 'email') {
    return (
      <FormTextField
        control={control}
        name={field}
        label={questionLabel(field, true)}
        {...(field === 'email'
          ? { type: 'email', autoComplete: 'email', inputMode: 'email' }
          : field === 'name'
            ? { autoComplete: 'name' }
            : field === 'plz'
              ? { inputMode: 'numeric', autoComplete: 'postal-code' }
              : { inputMode: 'numeric', autoComplete: 'off' })}
      />
    );
  }
  if (DATE_FIELDS.has(field)) {
    return (
      <FormDateField
        control={control}
        name={field}
        label={fieldLabel(field)}
        max={latestDate(false)}
      />
    );
  }
  if (field === 'schadenzeit') {
    return <FormTimeField control={control} name={field} label={fieldLabel(field)} />;
  }
  const choices = CHOICES[field];
  if (choices !== undefined) {
    const labels = claimTexts.options[field] ?? {};
    return (
      <SelectField
        control={control}
        name={field}
        label={fieldLabel(field)}
        options={choices.map((value) => [value, labels[value] ?? value])}
      />
    );
  }
  if (LONG_TEXT_FIELDS.has(field))
    return <FormTextField control={control} name={field} label={fieldLabel(field)} rows={3} />;
  if (field === 'polizei') return <CheckboxField control={control} name={field} />;
  if (field === 'zeuge') return <WitnessList control={control} />;
  if (field === 'gegenstand') {
    return <ItemList control={control} receipts={props.receipts} itemSource={props.itemSource} />;
  }
  if (field === 'breitengrad') return <LocationField control={control} />;
  if (field === 'laengengrad') return null;
  return (
    <FormTextField
      control={control}
      name={field}
      label={fieldLabel(field)}
      {...(field === 'kilometerstand'
        ? { inputMode: 'numeric' as const, hint: t.mileageHint }
        : {})}
    />
  );
}
