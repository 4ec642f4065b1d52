import { zodResolver } from '@hookform/resolvers/zod';
import {
  INSPECTION_DAYS,
  inspectionDayRange,
  isInspectionDay,
  isoToDisplay,
  typedDay,
  viennaIsoDate,
  type Contract,
} from '@servicebereich/protocol';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod/mini';
import { DonePanel } from '../../../shell/done-panel.tsx';
import { usePrefill } from '../../../shell/form-prefill.ts';
import { FormDateField } from '../../../shell/date-field.tsx';
import { FormTextField } from '../../../shell/form-text-field.tsx';
import { contractTexts } from '../../../text/contracts.ts';
import { useKnownMobile } from '../../profile/api/get-user-address.ts';
import { useKfzBegutachtung } from '../api/kfz-begutachtung.ts';
import { showFormErrors } from '../../../shell/form-errors.ts';
import { FormRadioGroup } from '../../../shell/form-radio-group.tsx';
import { FormErrorSummary } from '../../../shell/form-error-summary.tsx';
import { Button, ButtonLink } from '../../../shell/button.tsx';

const t = contractTexts.inspection;

const inspectionSchema = z.object({
  wunschdatum: typedDay(INSPECTION_DAYS.missing).check(
    z.refine((day) => isInspectionDay(day, viennaIsoDate(Date.now())), {
      error: INSPECTION_DAYS.message,
    }),
  ),
  tageszeit: z.enum(['vormittag', 'nachmittag']),
  telefon: z.string().check(z.trim(), z.regex(/^\+?[0-9 /-]{6,30}$/, { error: t.phoneInvalid })),
  nachricht: z.string().check(z.maxLength(1000)),
});
type InspectionValues = z.infer<typeof inspectionSchema>;

/** Ask for an appointment to inspect the insured vehicle. */
export function InspectionPage(props: { contract: Contract; overviewPath: string }) {
  const d = props.contract.Details;
  const request = useKfzBegutachtung();
  const [done, setDone] = useState<string | null>(null);
  const form = useForm<InspectionValues>({
    resolver: zodResolver(inspectionSchema),
    defaultValues: { wunschdatum: '', tageszeit: 'vormittag', telefon: '', nachricht: '' },
  });
  usePrefill(form, 'telefon', useKnownMobile());
  const submit = form.handleSubmit(async (values) => {
    try {
      await request.mutateAsync({ ...values, vertragsnummer: props.contract.ContractId });
      setDone(isoToDisplay(values.wunschdatum) ?? values.wunschdatum);
    } catch (error) {
      showFormErrors(form, ['wunschdatum', 'telefon', 'nachricht'], error);
    }
  });
  if (done !== null) {
    return (
      <DonePanel heading={t.doneHeading}>
        <p role="status">{t.done(done)}</p>
        <ButtonLink expand="block" href={props.overviewPath}>
          {contractTexts.toOverview}
        </ButtonLink>
      </DonePanel>
    );
  }
  return (
    <form
      noValidate
      onSubmit={(event) => {
        void submit(event);
      }}
    >
      <FormErrorSummary control={form.control} />
      <p>{t.intro}</p>
      <p>
        <strong>{t.vehicle(d.KfzBezeichnung ?? d.Name, d.KfzKennzeichen ?? '')}</strong>
      </p>
      <div className="form-fields">
        <FormDateField
          control={form.control}
          name="wunschdatum"
          label={t.date}
          hint={t.dateHint}
          {...inspectionDayRange(viennaIsoDate(Date.now()))}
        />
      </div>
      <FormRadioGroup
        control={form.control}
        name="tageszeit"
        legend={t.timeOfDay}
        options={(['vormittag', 'nachmittag'] as const).map((value) => ({
          value,
          label: t[value],
        }))}
      />
      <div className="form-fields">
        <FormTextField
          control={form.control}
          name="telefon"
          label={t.phone}
          type="tel"
          autoComplete="tel"
        />
        <FormTextField
          control={form.control}
          name="nachricht"
          label={t.message}
          rows={3}
          maxLength={1000}
        />
      </div>
      <Button type="submit" expand="block" className="ion-margin-top" disabled={request.isPending}>
        {t.submit}
      </Button>
    </form>
  );
}
