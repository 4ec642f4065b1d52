import { zodResolver } from '@hookform/resolvers/zod';
import { IonButton, IonCheckbox, IonItem, IonList, IonRadio, IonRadioGroup } from '@ionic/react';
import {
  DIRECT_DEBIT_DAYS,
  formatIban,
  isValidIban,
  type Contract,
} from '@servicebereich/protocol';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { FormTextField } from '../../../shell/form-text-field.tsx';
import { showToast } from '../../../shell/toast-store.ts';
import { contractTexts } from '../../../text/contracts.ts';
import { useChangeSepaLastschrift } from '../api/change-sepa-lastschrift.ts';
import { showFormErrors } from '../form-errors.ts';

const t = contractTexts.sepa;

const sepaSchema = z.object({
  kontoinhaber: z.string().trim().min(2, { error: t.holderMissing }).max(70),
  iban: z.string().refine(isValidIban, { error: t.ibanInvalid }),
  bic: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{6}[A-Za-z0-9]{2}([A-Za-z0-9]{3})?$/, { error: t.bicInvalid }),
  abbuchungstag: z.enum(['5', '15', '25']),
  mandat: z.boolean().refine((accepted) => accepted, { error: t.mandateMissing }),
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
      <IonList lines="full">
        <FormTextField
          control={form.control}
          name="kontoinhaber"
          label={t.holder}
          autocomplete="name"
        />
        <FormTextField control={form.control} name="iban" label={t.iban} autocomplete="off" />
        <FormTextField control={form.control} name="bic" label={t.bic} autocomplete="off" />
      </IonList>
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
