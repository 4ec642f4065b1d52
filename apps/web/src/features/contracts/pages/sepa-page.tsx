import { zodResolver } from '@hookform/resolvers/zod';
import { IonButton } from '@ionic/react';
import {
  DIRECT_DEBIT_DAYS,
  formatIban,
  isValidIban,
  type Contract,
} from '@servicebereich/protocol';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod/mini';
import { FormTextField } from '../../../shell/form-text-field.tsx';
import { showToast } from '../../../shell/toast-store.ts';
import { contractTexts } from '../../../text/contracts.ts';
import { useChangeSepaLastschrift } from '../api/change-sepa-lastschrift.ts';
import { showFormErrors } from '../form-errors.ts';
import { IonCheckbox } from '../../../shell/ionic/checkbox.ts';
import { IonItem } from '../../../shell/ionic/item.ts';
import { IonRadio, IonRadioGroup } from '../../../shell/ionic/radio.ts';

const t = contractTexts.sepa;

const sepaSchema = z.object({
  kontoinhaber: z
    .string()
    .check(z.trim(), z.minLength(2, { error: t.holderMissing }), z.maxLength(70)),
  iban: z.string().check(z.refine(isValidIban, { error: t.ibanInvalid })),
  bic: z
    .string()
    .check(
      z.trim(),
      z.regex(/^[A-Za-z]{6}[A-Za-z0-9]{2}([A-Za-z0-9]{3})?$/, { error: t.bicInvalid }),
    ),
  abbuchungstag: z.enum(['5', '15', '25']),
  mandat: z.boolean().check(z.refine((accepted) => accepted, { error: t.mandateMissing })),
});

type SepaValues = z.input<typeof sepaSchema>;
const FIELDS = ['kontoinhaber', 'iban', 'bic'] as const;

/** Change the direct debit: account holder, IBAN (checksum), BIC and day 5/15/25. */
export function SepaPage(props: { contract: Contract }) {
  const d = props.contract.Details;
  const change = useChangeSepaLastschrift();
  const form = useForm<SepaValues>({
    resolver: zodResolver(sepaSchema),
    defaultValues: {
      kontoinhaber: d.AccountHolderName ?? '',
      iban: d.Iban === undefined ? '' : formatIban(d.Iban),
      bic: d.Bic ?? '',
      abbuchungstag: String(d.DirectDebitDay ?? 5) as SepaValues['abbuchungstag'],
      mandat: false,
    },
  });

  const submit = form.handleSubmit(async ({ mandat: _mandat, ...values }) => {
    try {
      await change.mutateAsync({ vertragsnummer: props.contract.ContractId, ...values });
      showToast(t.saved);
      form.reset({ ...form.getValues(), mandat: false });
    } catch (error) {
      showFormErrors(form, FIELDS, error);
    }
  });

  return (
    <form
      noValidate
      onSubmit={(event) => {
        void submit(event);
      }}
    >
      <p>{t.intro}</p>
      <div className="form-fields">
        <FormTextField
          control={form.control}
          name="kontoinhaber"
          label={t.holder}
          autoComplete="name"
        />
        <FormTextField control={form.control} name="iban" label={t.iban} autoComplete="off" />
        <FormTextField control={form.control} name="bic" label={t.bic} autoComplete="off" />
      </div>
      <Controller
        control={form.control}
        name="abbuchungstag"
        render={({ field }) => (
          <fieldset className="choice-group">
            <legend>{t.day}</legend>
            <IonRadioGroup
              value={field.value}
              onIonChange={(event) => {
                field.onChange(event.detail.value);
              }}
            >
              {DIRECT_DEBIT_DAYS.map((day) => (
                <IonItem key={day}>
                  <IonRadio value={String(day)}>{t.dayOption(day)}</IonRadio>
                </IonItem>
              ))}
            </IonRadioGroup>
          </fieldset>
        )}
      />
      <Controller
        control={form.control}
        name="mandat"
        render={({ field, fieldState }) => (
          <>
            <IonItem lines="none">
              <IonCheckbox
                id="mandat"
                checked={field.value}
                labelPlacement="end"
                justify="start"
                aria-invalid={fieldState.error ? true : undefined}
                aria-describedby={fieldState.error ? 'mandat-error' : undefined}
                onIonChange={(event) => {
                  field.onChange(event.detail.checked);
                }}
              >
                <span className="wrap">{t.mandate}</span>
              </IonCheckbox>
            </IonItem>
            {fieldState.error && (
              <p id="mandat-error" className="form-error">
                {fieldState.error.message}
              </p>
            )}
          </>
        )}
      />
      <IonButton
        type="submit"
        expand="block"
        className="ion-margin-top"
        disabled={change.isPending}
      >
        {t.submit}
      </IonButton>
    </form>
  );
}
