import { zodResolver } from '@hookform/resolvers/zod';
import {
  formatAmount,
  formatAmountPlain,
  formatPercent,
  isoToDisplay,
  parseAmount,
  PAYMENT_INTERVALS,
  type Contract,
  type PaymentInterval,
  type ResultOf,
  pensionCalls,
} from '@servicebereich/protocol';
import { documentTextOutline } from 'ionicons/icons';
import { type BaseSyntheticEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { type Control, type FieldValues, useForm, useWatch } from 'react-hook-form';
import { z } from 'zod/mini';
import { ApiCallError, fieldErrorsOf } from '../../../api/api-error.ts';
import { DetailList } from '../../../shell/detail-list.tsx';
import { DonePanel } from '../../../shell/done-panel.tsx';
import { FormCheckField } from '../../../shell/form-check-field.tsx';
import { FormSelectField } from '../../../shell/form-select-field.tsx';
import { FormTextField } from '../../../shell/form-text-field.tsx';
import { StepHeading } from '../../../shell/form-steps.tsx';
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
import { Button, ButtonLink } from '../../../shell/button.tsx';

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

/** One thing a change changes: its value now and after the change, as the customer reads them. */
type Change = { label: string; before: string; after: string };

type Premium = { amount: number; interval: PaymentInterval };

function premiumText(premium: Premium): string {
  return t.premium(formatAmount(premium.amount), contractTexts.paymentIntervals[premium.interval]);
}

/** The premium with its interval as one row: "85,00 € monatlich". */
function premiumChanges(before: Premium, after: Premium): Change[] {
  return before.amount === after.amount && before.interval === after.interval
    ? []
    : [{ label: t.Praemie, before: premiumText(before), after: premiumText(after) }];
}

/** A value as the review and the done page show it, with the words a screen reader needs. */
function ChangeValue(props: { change: Change }) {
  return (
    <>
      <span className="visually-hidden">{`${t.before} `}</span>
      <span className="muted">
        <AmountText text={props.change.before} />
      </span>
      <span aria-hidden="true"> → </span>
      <span className="visually-hidden">{`, ${t.after} `}</span>
      <strong>
        <AmountText text={props.change.after} />
      </strong>
    </>
  );
}

/** What changes, old value → new value, before anything is changed. */
function ChangeReview(props: {
  changes: readonly Change[];
  pending: boolean;
  onConfirm: () => void;
  onBack: () => void;
}) {
  return (
    <section className="stack" aria-labelledby="adjust-review-heading">
      <StepHeading id="adjust-review-heading" focus>
        {t.reviewHeading}
      </StepHeading>
      <p>{t.reviewIntro}</p>
      <DetailList
        variant="stacked"
        rows={props.changes.map((change) => ({
          label: change.label,
          value: <ChangeValue change={change} />,
        }))}
      />
      <div className="button-row">
        <Button expand="block" disabled={props.pending} onClick={props.onConfirm}>
          {props.pending ? t.confirming : t.confirm}
        </Button>
        <Button expand="block" fill="outline" disabled={props.pending} onClick={props.onBack}>
          {t.back}
        </Button>
      </div>
    </section>
  );
}

/** The change as the server saved it, and the way back to the contract. */
function AdjustDone(props: { changes: readonly Change[]; overviewPath: string }) {
  return (
    <DonePanel heading={t.doneHeading}>
      {props.changes.length > 0 && (
        <DetailList
          rows={props.changes.map((change) => ({
            label: change.label,
            value: <AmountText text={change.after} />,
          }))}
        />
      )}
      <ButtonLink expand="block" href={props.overviewPath}>
        {contractTexts.toOverview}
      </ButtonLink>
    </DonePanel>
  );
}

/**
 * The review step of a change: what is under review (null while the form shows), and whether the
 * form came back from it, when its heading takes the focus.
 */
function useReviewStep<T>() {
  const [review, setReview] = useState<T | null>(null);
  const [returned, setReturned] = useState(false);
  return {
    review,
    returned,
    begin: setReview,
    back: () => {
      setReview(null);
      setReturned(true);
    },
  };
}

/** The form of a change under the contract's values: its heading, its errors, "Weiter". */
function ChangeForm<T extends FieldValues>(props: {
  pension: Pension;
  control: Control<T>;
  /** Back from the review: the heading takes the focus. */
  returned: boolean;
  onSubmit: (event: BaseSyntheticEvent) => Promise<void>;
  children: ReactNode;
}) {
  return (
    <>
      <PensionValues pension={props.pension} />
      <form
        noValidate
        aria-labelledby="adjust-form-heading"
        onSubmit={(event) => {
          void props.onSubmit(event);
        }}
      >
        <StepHeading id="adjust-form-heading" focus={props.returned}>
          {t.changeHeading}
        </StepHeading>
        <FormErrorSummary control={props.control} />
        {props.children}
        <Button type="submit" expand="block" className="ion-margin-top">
          {t.submit}
        </Button>
      </form>
    </>
  );
}

/** Whether a failed change names a field of the form, which the form step then shows. */
function concernsForm(error: unknown, fields: readonly string[]): boolean {
  return Object.keys(fieldErrorsOf(error)).some((field) => fields.includes(field));
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
const FLEXIBLE_LIFE_FIELDS = ['praemie', 'anteile'] as const;

type Fund = FlexibleLife['Fonds'][number];

/** What a FlexibleLife change is about; the shares in the order of the form's funds. */
type FlexibleLifeTerms = {
  premium: Premium;
  shares: readonly number[];
  /** `adjusted` while the risk cover is to follow the new premium and its amount is not known. */
  riskCover: number | 'adjusted';
  email: boolean;
};

function flexibleLifeTerms(
  data: FlexibleLife,
  interval: PaymentInterval,
  funds: readonly Fund[],
): FlexibleLifeTerms {
  return {
    premium: { amount: data.Praemie, interval },
    shares: funds.map((fund) => data.Fonds.find((f) => f.Slot === fund.Slot)?.Anteil ?? 0),
    riskCover: data.Risikoschutz,
    email: data.Emailbestaetigung,
  };
}

/** The terms the form asks for, against the terms the contract has. */
function requestedTerms(values: FlexibleLifeValues, before: FlexibleLifeTerms): FlexibleLifeTerms {
  return {
    premium: { amount: parseAmount(values.praemie) ?? 0, interval: before.premium.interval },
    shares: values.anteile.map(Number),
    riskCover: values.risiko ? 'adjusted' : before.riskCover,
    email: values.sendemail,
  };
}

function yesNo(value: boolean): string {
  return value ? t.yes : t.no;
}

/** What differs between two terms, in the order of the form; what stays is left out. */
function flexibleLifeChanges(
  funds: readonly Fund[],
  before: FlexibleLifeTerms,
  after: FlexibleLifeTerms,
): Change[] {
  const riskText = (cover: number | 'adjusted') =>
    cover === 'adjusted' ? t.riskAdjusted : formatAmount(cover);
  return [
    ...premiumChanges(before.premium, after.premium),
    ...funds.flatMap((fund, i) => {
      const [from, to] = [before.shares[i] ?? 0, after.shares[i] ?? 0];
      return from === to
        ? []
        : [
            {
              label: t.fundShare(fund.Name),
              before: formatPercent(from),
              after: formatPercent(to),
            },
          ];
    }),
    ...(before.riskCover === after.riskCover
      ? []
      : [
          {
            label: t.Risikoschutz,
            before: riskText(before.riskCover),
            after: riskText(after.riskCover),
          },
        ]),
    ...(before.email === after.email
      ? []
      : [{ label: t.emailConfirmation, before: yesNo(before.email), after: yesNo(after.email) }]),
  ];
}

type FlexibleLifeReview = {
  values: FlexibleLifeValues;
  /** The contract as it was when the review began: a saved change replaces the cached data. */
  before: FlexibleLifeTerms;
  funds: readonly Fund[];
};

/**
 * FlexibleLife and FlexibleLife 2.0: premium, fund shares, risk cover and e-mail confirmation,
 * then the review of what changes, then the change.
 */
function FlexibleLifeChange(props: {
  contractId: string;
  pension: Pension;
  data: FlexibleLife;
  product: 'FlexibleLife' | 'FlexibleLife20';
  onDone: (changes: readonly Change[]) => void;
}) {
  const change1 = useChangeFlexibleLife(props.contractId);
  const change20 = useChangeFlexibleLife20(props.contractId);
  const change = props.product === 'FlexibleLife' ? change1 : change20;
  const funds = props.data.Fonds;
  const interval = props.pension.Zahlungsintervall;
  const form = useForm<FlexibleLifeValues>({
    resolver: zodResolver(flexibleLifeSchema),
    defaultValues: {
      praemie: formatAmountPlain(props.data.Praemie),
      anteile: funds.map((f) => String(f.Anteil)),
      risiko: false,
      sendemail: props.data.Emailbestaetigung,
    },
  });
  const step = useReviewStep<FlexibleLifeReview>();
  const [notice, setNotice] = useState<string | null>(null);
  const noticeRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (notice !== null) noticeRef.current?.focus();
  }, [notice]);
  const shares = useWatch({ control: form.control, name: 'anteile' });
  const sum = shares.reduce((total, share) => total + (Number(share) || 0), 0);

  const next = form.handleSubmit((values) => {
    setNotice(null);
    const before = flexibleLifeTerms(props.data, interval, funds);
    if (flexibleLifeChanges(funds, before, requestedTerms(values, before)).length === 0) {
      form.setError('praemie', { message: t.unchanged });
      return;
    }
    step.begin({ values, before, funds });
  });

  const confirm = async ({ values, before, funds: reviewed }: FlexibleLifeReview) => {
    try {
      const saved = await change.mutateAsync({
        praemie: values.praemie,
        slots: reviewed.map((f) => f.Slot),
        anteile: values.anteile.map(Number),
        risiko: values.risiko,
        sendemail: values.sendemail,
      });
      const after =
        saved === null
          ? requestedTerms(values, before)
          : flexibleLifeTerms(saved, before.premium.interval, reviewed);
      props.onDone(flexibleLifeChanges(reviewed, before, after));
    } catch (error) {
      // Answers about risiko or sendemail alone are notices for the customer, not errors (SPEC 8):
      // the error catalogue marks them silent. They concern the form's choices, so it shows them.
      if (error instanceof ApiCallError && error.presentation.kind === 'silent') {
        step.back();
        setNotice(Object.values(error.fieldErrors).join(' '));
        return;
      }
      if (concernsForm(error, FLEXIBLE_LIFE_FIELDS)) step.back();
      showFormErrors(form, FLEXIBLE_LIFE_FIELDS, error);
    }
  };

  const { review } = step;
  if (review !== null) {
    return (
      <ChangeReview
        changes={flexibleLifeChanges(
          review.funds,
          review.before,
          requestedTerms(review.values, review.before),
        )}
        pending={change.isPending}
        onConfirm={() => {
          void confirm(review);
        }}
        onBack={step.back}
      />
    );
  }

  return (
    <ChangeForm
      pension={props.pension}
      control={form.control}
      returned={step.returned}
      onSubmit={next}
    >
      {notice !== null && (
        <p ref={noticeRef} role="status" tabIndex={-1} className="notice">
          {notice}
        </p>
      )}
      <div className="form-fields">
        <FormTextField
          control={form.control}
          name="praemie"
          label={t.newPremium}
          inputMode="decimal"
        />
      </div>
      <fieldset className="field-group" aria-describedby="anteile-hint">
        <legend>{t.fundsHeading}</legend>
        <p id="anteile-hint" className="field-group__hint">
          {t.sharesHint}
        </p>
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
    </ChangeForm>
  );
}

const vorsorgeSchema = z.object({
  praemie: amountField,
  zahlungsintervall: z.enum(PAYMENT_INTERVALS),
});
type VorsorgeValues = z.infer<typeof vorsorgeSchema>;
const VORSORGE_FIELDS = ['praemie', 'zahlungsintervall'] as const;

function requestedPremium(values: VorsorgeValues): Premium {
  return { amount: parseAmount(values.praemie) ?? 0, interval: values.zahlungsintervall };
}

type VorsorgeReview = { values: VorsorgeValues; before: Premium };

/** Voll:Wert: premium and payment interval through ChangeVorsorge, after the review. */
function VorsorgeChange(props: {
  contractId: string;
  pension: Pension;
  onDone: (changes: readonly Change[]) => void;
}) {
  const change = useChangeVorsorge(props.contractId);
  const form = useForm<VorsorgeValues>({
    resolver: zodResolver(vorsorgeSchema),
    defaultValues: {
      praemie: formatAmountPlain(props.pension.Praemie),
      zahlungsintervall: props.pension.Zahlungsintervall,
    },
  });
  const step = useReviewStep<VorsorgeReview>();

  const next = form.handleSubmit((values) => {
    const before = { amount: props.pension.Praemie, interval: props.pension.Zahlungsintervall };
    if (premiumChanges(before, requestedPremium(values)).length === 0) {
      form.setError('praemie', { message: t.unchangedVollWert });
      return;
    }
    step.begin({ values, before });
  });

  const confirm = async ({ values, before }: VorsorgeReview) => {
    try {
      const saved = await change.mutateAsync(values);
      const after =
        saved === null
          ? requestedPremium(values)
          : { amount: saved.Praemie, interval: saved.Zahlungsintervall };
      props.onDone(premiumChanges(before, after));
    } catch (error) {
      if (concernsForm(error, VORSORGE_FIELDS)) step.back();
      showFormErrors(form, VORSORGE_FIELDS, error);
    }
  };

  const { review } = step;
  if (review !== null) {
    return (
      <ChangeReview
        changes={premiumChanges(review.before, requestedPremium(review.values))}
        pending={change.isPending}
        onConfirm={() => {
          void confirm(review);
        }}
        onBack={step.back}
      />
    );
  }

  return (
    <ChangeForm
      pension={props.pension}
      control={form.control}
      returned={step.returned}
      onSubmit={next}
    >
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
    </ChangeForm>
  );
}

/**
 * GetVorsorge for all three pension products and the change of the product: the form, the review
 * of what changes, then what the server saved.
 */
export function AdjustPage(props: { contract: Contract; overviewPath: string }) {
  const id = props.contract.ContractId;
  const product = props.contract.Details.Produkt;
  const pension = usePension(id);
  const flexibleLife = useFlexibleLife(id, product === 'FlexibleLife');
  const flexibleLife20 = useFlexibleLife20(id, product === 'FlexibleLife20');
  // Kept here rather than in the form: a change answered with an empty Result drops the cached
  // data, and the form goes while it loads again.
  const [done, setDone] = useState<readonly Change[] | null>(null);
  // The server answers a contract without pension data with an error about its number.
  if (
    pension.error instanceof ApiCallError &&
    pension.error.fieldErrors.vertragsnummer !== undefined
  ) {
    return <AskAdviser contractId={id} icon={documentTextOutline} text={t.noPension} />;
  }
  if (done !== null) return <AdjustDone changes={done} overviewPath={props.overviewPath} />;
  return (
    <QueryState query={pension}>
      {(values) => (
        <>
          {product === 'VollWert' && (
            <VorsorgeChange contractId={id} pension={values} onDone={setDone} />
          )}
          {product === 'FlexibleLife' && (
            <QueryState query={flexibleLife}>
              {(data) => (
                <FlexibleLifeChange
                  contractId={id}
                  pension={values}
                  data={data}
                  product={product}
                  onDone={setDone}
                />
              )}
            </QueryState>
          )}
          {product === 'FlexibleLife20' && (
            <QueryState query={flexibleLife20}>
              {(data) => (
                <FlexibleLifeChange
                  contractId={id}
                  pension={values}
                  data={data}
                  product={product}
                  onDone={setDone}
                />
              )}
            </QueryState>
          )}
        </>
      )}
    </QueryState>
  );
}
