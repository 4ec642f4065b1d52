import { zodResolver } from '@hookform/resolvers/zod';
import {
  formatAmount,
  isoToDisplay,
  type Contract,
  type ResultOf,
  pensionCalls,
} from '@servicebereich/protocol';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod/mini';
import { DetailList } from '../../../shell/detail-list.tsx';
import { DonePanel } from '../../../shell/done-panel.tsx';
import { FormTextField } from '../../../shell/form-text-field.tsx';
import { StepHeading, useBackToField } from '../../../shell/form-steps.tsx';
import { contractTexts } from '../../../text/contracts.ts';
import { useSpontanZahlung } from '../api/spontan-zahlung.ts';
import { useSpontanZahlungCheck } from '../api/spontan-zahlung-check.ts';
import { amountField } from '../amount-field.ts';
import { showFormErrors } from '../../../shell/form-errors.ts';
import { CheckField } from '../../../shell/check-field.tsx';
import { AmountText } from '../../../shell/hidden-amounts.tsx';
import { FormErrorSummary } from '../../../shell/form-error-summary.tsx';
import { Button, ButtonLink } from '../../../shell/button.tsx';

const t = contractTexts.repayment;

const repaymentSchema = z.object({ betrag: amountField });
type RepaymentValues = z.infer<typeof repaymentSchema>;
type Repayment = ResultOf<typeof pensionCalls.spontanZahlung>;

function RepaymentDetails(props: { repayment: Repayment }) {
  const r = props.repayment;
  const rows = [
    [t.Betrag, formatAmount(r.Betrag)],
    [t.Restschuld, formatAmount(r.Restschuld)],
    [t.RestschuldNeu, formatAmount(r.RestschuldNeu)],
    [t.Gebuehr, formatAmount(r.Gebuehr)],
    [t.Wertstellung, isoToDisplay(r.Wertstellung) ?? r.Wertstellung],
  ] as const;
  return (
    <DetailList
      rows={rows.map(([label, value]) => ({ label, value: <AmountText text={value} /> }))}
    />
  );
}

type Step =
  | { kind: 'enter' }
  | { kind: 'check'; betrag: string; repayment: Repayment }
  | { kind: 'done'; repayment: Repayment };

/** SpontanZahlungCheck shows what the repayment means; SpontanZahlung books it once confirmed. */
export function RepaymentPage(props: { contract: Contract; overviewPath: string }) {
  const check = useSpontanZahlungCheck();
  const pay = useSpontanZahlung();
  const [step, setStep] = useState<Step>({ kind: 'enter' });
  const [confirmed, setConfirmed] = useState(false);
  const [confirmError, setConfirmError] = useState(false);
  const form = useForm<RepaymentValues>({
    resolver: zodResolver(repaymentSchema),
    defaultValues: { betrag: '' },
  });
  const backToAmount = useBackToField('betrag', step.kind === 'enter');
  const vertragsnummer = props.contract.ContractId;

  const submit = form.handleSubmit(async ({ betrag }) => {
    try {
      const repayment = await check.mutateAsync({ vertragsnummer, betrag });
      setConfirmed(false);
      setConfirmError(false);
      setStep({ kind: 'check', betrag, repayment });
    } catch (error) {
      showFormErrors(form, ['betrag'], error);
    }
  });

  const confirm = async (betrag: string) => {
    if (!confirmed) {
      setConfirmError(true);
      return;
    }
    try {
      const repayment = await pay.mutateAsync({ vertragsnummer, betrag, confirmation: 'true' });
      setStep({ kind: 'done', repayment });
    } catch (error) {
      setStep({ kind: 'enter' });
      showFormErrors(form, ['betrag'], error);
    }
  };

  if (step.kind === 'done') {
    return (
      <DonePanel heading={t.done}>
        <RepaymentDetails repayment={step.repayment} />
        <ButtonLink expand="block" href={props.overviewPath}>
          {contractTexts.toOverview}
        </ButtonLink>
      </DonePanel>
    );
  }

  if (step.kind === 'check') {
    return (
      <section aria-labelledby="check-heading">
        <StepHeading id="check-heading" focus>
          {t.checkHeading}
        </StepHeading>
        <RepaymentDetails repayment={step.repayment} />
        <CheckField
          id="confirmation"
          label={t.confirmLabel}
          checked={confirmed}
          error={confirmError ? t.confirmMissing : undefined}
          onChange={(checked) => {
            setConfirmed(checked);
            setConfirmError(false);
          }}
        />
        <Button
          expand="block"
          className="ion-margin-top"
          disabled={pay.isPending}
          onClick={() => {
            void confirm(step.betrag);
          }}
        >
          {t.confirm}
        </Button>
        <Button
          expand="block"
          fill="outline"
          onClick={() => {
            backToAmount();
            setStep({ kind: 'enter' });
          }}
        >
          {t.back}
        </Button>
      </section>
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
      <div className="form-fields">
        <FormTextField
          control={form.control}
          name="betrag"
          label={contractTexts.payment.amount}
          hint={contractTexts.payment.amountHint}
          inputMode="decimal"
          autoComplete="off"
        />
      </div>
      <Button type="submit" expand="block" className="ion-margin-top" disabled={check.isPending}>
        {t.submit}
      </Button>
    </form>
  );
}
