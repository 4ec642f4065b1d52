import { zodResolver } from '@hookform/resolvers/zod';
import {
  formatAmount,
  formatAmountPlain,
  isoToDisplay,
  PAYMENT_INTERVALS,
  type Contract,
  type ResultOf,
  pensionCalls,
} from '@servicebereich/protocol';
import { documentTextOutline } from 'ionicons/icons';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod/mini';
import { ApiCallError } from '../../../api/api-error.ts';
import { DetailList } from '../../../shell/detail-list.tsx';
import { FormCheckField } from '../../../shell/form-check-field.tsx';
import { FormSelectField } from '../../../shell/form-select-field.tsx';
import { FormTextField } from '../../../shell/form-text-field.tsx';
import { showToast } from '../../../shell/toast-store.ts';
import { contractTexts } from '../../../text/contracts.ts';
import { useChangeFlexibleLife } from '../api/change-flexible-life.ts';
import { useChangeFlexibleLife20 } from '../api/change-flexible-life20.ts';
import { useChangeVorsorge } from '../api/change-vorsorge.ts';
import { useFlexibleLife } from '../api/get-flexible-life.ts';
import { useFlexibleLife20 } from '../api/get-flexible-life20.ts';
import { usePension } from '../api/get-vorsorge.ts';
import { amountField } from '../amount-field.ts';
import { showFormErrors } from '../../../shell/form-errors.ts';
import { QueryState } from '../../../shell/query-state.tsx';
import { AmountText } from '../../../shell/hidden-amounts.tsx';
import { AskAdviser } from './ask-adviser.tsx';
import { FormErrorSummary } from '../../../shell/form-error-summary.tsx';
import { Button } from '../../../shell/button.tsx';

const t = contractTexts.adjust;

type Pension = ResultOf<typeof pensionCalls.getVorsorge>;
type FlexibleLife = ResultOf<typeof pensionCalls.getFlexibleLife>;

function PensionValues(props: { pension: Pension }) {
  const p = props.pension;
  const rows = [
    [t.Praemie, formatAmount(p.Praemie)],
    [t.Zahlungsintervall, contractTexts.paymentIntervals[p.Zahlungsintervall]],
    [t.Rueckkaufswert, formatAmount(p.Rueckkaufswert)],
    [t.Garantiekapital, formatAmount(p.Garantiekapital)],
    [t.Risikoschutz, formatAmount(p.Risikoschutz)],
    [t.Ablaufdatum, isoToDisplay(p.Ablaufdatum) ?? p.Ablaufdatum],
  ] as const;
  return (
    <section aria-labelledby="pension-heading">
      <h2 id="pension-heading">{t.pensionHeading}</h2>
      <DetailList
        rows={rows.map(([label, value]) => ({ label, value: <AmountText text={value} /> }))}
      />
    </section>
  );
}

const shareField = z
  .string()
  .check(z.trim(), z.regex(/^(100|[1-9]?\d)$/, { error: t.shareInvalid }));

const flexibleLifeSchema = z
  .object({
    praemie: amountField,
    anteile: z.array(shareField),
    risiko: z.boolean(),
    sendemail: z.boolean(),
  })
  .check(
    z.refine((v) => v.anteile.reduce((sum, share) => sum + Number(share), 0) === 100, {
      error: t.sharesMustBe100,
      path: ['anteile'],
    }),
  );
type FlexibleLifeValues = z.infer<typeof flexibleLifeSchema>;

/** FlexibleLife and FlexibleLife 2.0: premium, fund shares, risk cover and e-mail confirmation. */
function FlexibleLifeForm(props: {
  contractId: string;
  data: FlexibleLife;
  product: 'FlexibleLife' | 'FlexibleLife20';
}) {
  const change1 = useChangeFlexibleLife(props.contractId);
  const change20 = useChangeFlexibleLife20(props.contractId);
  const change = props.product === 'FlexibleLife' ? change1 : change20;
  const funds = props.data.Fonds;
  const form = useForm<FlexibleLifeValues>({
    resolver: zodResolver(flexibleLifeSchema),
    defaultValues: {
      praemie: formatAmountPlain(props.data.Praemie),
      anteile: funds.map((f) => String(f.Anteil)),
      risiko: false,
      sendemail: props.data.Emailbestaetigung,
    },
  });
  const [notice, setNotice] = useState<string | null>(null);
  const shares = useWatch({ control: form.control, name: 'anteile' });
  const sum = shares.reduce((total, share) => total + (Number(share) || 0), 0);

  const submit = form.handleSubmit(async (values) => {
    setNotice(null);
    try {
      await change.mutateAsync({
        praemie: values.praemie,
        slots: funds.map((f) => f.Slot),
        anteile: values.anteile.map(Number),
        risiko: values.risiko,
        sendemail: values.sendemail,
      });
      showToast(t.saved);
    } catch (error) {
      // Answers about risiko or sendemail alone are notices for the customer, not errors (SPEC 8):
      // the error catalogue marks them silent.
      if (error instanceof ApiCallError && error.presentation.kind === 'silent') {
        setNotice(Object.values(error.fieldErrors).join(' '));
      } else {
        showFormErrors(form, ['praemie', 'anteile'], error);
      }
    }
  });

  return (
    <form
      noValidate
      onSubmit={(event) => {
        void submit(event);
      }}
    >
      <h2>{t.changeHeading}</h2>
      <FormErrorSummary control={form.control} />
      <div className="form-fields">
        <FormTextField
          control={form.control}
          name="praemie"
          label={t.newPremium}
          inputMode="decimal"
        />
      </div>
      <fieldset className="choice-group">
        <legend>{t.fundsHeading}</legend>
        <div className="form-fields">
          {funds.map((fund, i) => (
            <FormTextField
              key={fund.Slot}
              control={form.control}
              name={`anteile.${i}`}
              label={t.share(fund.Name)}
              inputMode="numeric"
            />
          ))}
        </div>
        <p aria-live="polite">{t.sharesSum(sum)}</p>
        {form.formState.errors.anteile?.root?.message !== undefined ||
        form.formState.errors.anteile?.message !== undefined ? (
          <p id="anteile" className="form-error" role="alert">
            {form.formState.errors.anteile.root?.message ?? form.formState.errors.anteile.message}
          </p>
        ) : null}
      </fieldset>
      {(['risiko', 'sendemail'] as const).map((name) => (
        <FormCheckField
          key={name}
          control={form.control}
          name={name}
          label={name === 'risiko' ? t.risk : t.email}
        />
      ))}
      {notice !== null && (
        <p role="status" className="notice">
          {notice}
        </p>
      )}
      <Button type="submit" expand="block" className="ion-margin-top" disabled={change.isPending}>
        {t.submit}
      </Button>
    </form>
  );
}

const vorsorgeSchema = z.object({
  praemie: amountField,
  zahlungsintervall: z.enum(PAYMENT_INTERVALS),
});
type VorsorgeValues = z.infer<typeof vorsorgeSchema>;

/** Voll:Wert: premium and payment interval through ChangeVorsorge. */
function VorsorgeForm(props: { contractId: string; pension: Pension }) {
  const change = useChangeVorsorge(props.contractId);
  const form = useForm<VorsorgeValues>({
    resolver: zodResolver(vorsorgeSchema),
    defaultValues: {
      praemie: formatAmountPlain(props.pension.Praemie),
      zahlungsintervall: props.pension.Zahlungsintervall,
    },
  });
  const submit = form.handleSubmit(async (values) => {
    try {
      await change.mutateAsync(values);
      showToast(t.saved);
    } catch (error) {
      showFormErrors(form, ['praemie', 'zahlungsintervall'], error);
    }
  });
  return (
    <form
      noValidate
      onSubmit={(event) => {
        void submit(event);
      }}
    >
      <h2>{t.changeHeading}</h2>
      <FormErrorSummary control={form.control} />
      <div className="form-fields">
        <FormTextField
          control={form.control}
          name="praemie"
          label={t.newPremium}
          inputMode="decimal"
        />
      </div>
      <FormSelectField
        control={form.control}
        name="zahlungsintervall"
        label={t.Zahlungsintervall}
        options={PAYMENT_INTERVALS.map((interval) => ({
          value: interval,
          label: contractTexts.paymentIntervals[interval],
        }))}
      />
      <Button type="submit" expand="block" className="ion-margin-top" disabled={change.isPending}>
        {t.submit}
      </Button>
    </form>
  );
}

/** GetVorsorge for all three pension products, and the change form of the product. */
export function AdjustPage(props: { contract: Contract }) {
  const id = props.contract.ContractId;
  const product = props.contract.Details.Produkt;
  const pension = usePension(id);
  const flexibleLife = useFlexibleLife(id, product === 'FlexibleLife');
  const flexibleLife20 = useFlexibleLife20(id, product === 'FlexibleLife20');
  // The server answers a contract without pension data with an error about its number.
  if (
    pension.error instanceof ApiCallError &&
    pension.error.fieldErrors.vertragsnummer !== undefined
  ) {
    return <AskAdviser contractId={id} icon={documentTextOutline} text={t.noPension} />;
  }
  return (
    <QueryState query={pension}>
      {(values) => (
        <>
          <PensionValues pension={values} />
          {product === 'VollWert' && <VorsorgeForm contractId={id} pension={values} />}
          {product === 'FlexibleLife' && (
            <QueryState query={flexibleLife}>
              {(data) => <FlexibleLifeForm contractId={id} data={data} product={product} />}
            </QueryState>
          )}
          {product === 'FlexibleLife20' && (
            <QueryState query={flexibleLife20}>
              {(data) => <FlexibleLifeForm contractId={id} data={data} product={product} />}
            </QueryState>
          )}
        </>
      )}
    </QueryState>
  );
}
