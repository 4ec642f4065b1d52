import { zodResolver } from '@hookform/resolvers/zod';
import {
  formatAmount,
  formatIban,
  type Contract,
  type ResultOf,
  contractPageCalls,
} from '@servicebereich/protocol';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod/mini';
import { DetailList } from '../../../shell/detail-list.tsx';
import { DonePanel } from '../../../shell/done-panel.tsx';
import { FormTextField } from '../../../shell/form-text-field.tsx';
import { StepHeading, useBackToField } from '../../../shell/form-steps.tsx';
import { contractTexts } from '../../../text/contracts.ts';
import { useAuszahlung } from '../api/auszahlung.ts';
import { useEinzahlung } from '../api/einzahlung.ts';
import { amountField } from '../amount-field.ts';
import { showFormErrors } from '../../../shell/form-errors.ts';
import { AmountText } from '../../../shell/hidden-amounts.tsx';
import { FormErrorSummary } from '../../../shell/form-error-summary.tsx';
import { Button, ButtonLink } from '../../../shell/button.tsx';

const t = contractTexts.payment;

const paymentSchema = z.object({ betrag: amountField });
type PaymentValues = z.infer<typeof paymentSchema>;

type Payment = ResultOf<typeof contractPageCalls.einzahlung>;

type Step =
  | { kind: 'enter' }
  | { kind: 'confirm'; betrag: string; payment: Payment }
  | { kind: 'done'; amount: string; balance: string };

/**
 * A deposit or a payout: the amount, checked by the server (`confirmation: 'false'`) before the
 * confirmation step, then the booked result.
 */
export function PaymentPage(props: {
  contract: Contract;
  mode: 'einzahlung' | 'auszahlung';
  overviewPath: string;
}) {
  const texts = t[props.mode];
  const deposit = useEinzahlung();
  const payout = useAuszahlung();
  const order = props.mode === 'einzahlung' ? deposit : payout;
  const [step, setStep] = useState<Step>({ kind: 'enter' });
  const form = useForm<PaymentValues>({
    resolver: zodResolver(paymentSchema),
    defaultValues: { betrag: '' },
  });
  const { Balance: balance, Iban: iban, BankName: bank } = props.contract.Details;
  const backToAmount = useBackToField('betrag', step.kind === 'enter');

  const review = form.handleSubmit(async ({ betrag }) => {
    try {
      const payment = await order.mutateAsync({
        vertragsnummer: props.contract.ContractId,
        betrag,
        confirmation: 'false',
      });
      setStep({ kind: 'confirm', betrag, payment });
    } catch (error) {
      showFormErrors(form, ['betrag'], error);
    }
  });

  const place = async (betrag: string) => {
    try {
      const result = await order.mutateAsync({
        vertragsnummer: props.contract.ContractId,
        betrag,
        confirmation: 'true',
      });
      setStep({
        kind: 'done',
        amount: formatAmount(result.Betrag),
        balance: formatAmount(result.Saldo),
      });
    } catch (error) {
      setStep({ kind: 'enter' });
      showFormErrors(form, ['betrag'], error);
    }
  };

  if (step.kind === 'done') {
    return (
      <DonePanel heading={texts.doneHeading}>
        <DetailList
          rows={[
            { label: t.booked, value: <AmountText text={step.amount} /> },
            { label: t.newBalance, value: <AmountText text={step.balance} /> },
          ]}
        />
        <ButtonLink expand="block" href={props.overviewPath}>
          {contractTexts.toOverview}
        </ButtonLink>
        <Button
          fill="outline"
          expand="block"
          onClick={() => {
            form.reset({ betrag: '' });
            setStep({ kind: 'enter' });
          }}
        >
          {t.another}
        </Button>
      </DonePanel>
    );
  }

  if (step.kind === 'confirm') {
    return (
      <section className="stack" aria-labelledby="confirm-heading">
        <StepHeading id="confirm-heading" focus>
          {texts.confirmHeading}
        </StepHeading>
        <p>{texts.confirmText(formatAmount(step.payment.Betrag))}</p>
        {iban !== undefined && (
          <DetailList
            rows={[
              { label: t.account, value: formatIban(iban) },
              ...(bank === undefined ? [] : [{ label: t.bank, value: bank }]),
            ]}
          />
        )}
        <p>{t.balanceAfter(formatAmount(step.payment.Saldo))}</p>
        <Button
          expand="block"
          disabled={order.isPending}
          onClick={() => {
            void place(step.betrag);
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
        void review(event);
      }}
    >
      <FormErrorSummary control={form.control} />
      <p>{texts.intro}</p>
      {balance !== undefined && (
        <p>
          <AmountText text={t.currentBalance(formatAmount(balance))} />
        </p>
      )}
      <div className="form-fields">
        <FormTextField
          control={form.control}
          name="betrag"
          label={t.amount}
          hint={t.amountHint}
          inputMode="decimal"
          autoComplete="off"
        />
      </div>
      <Button type="submit" expand="block" className="ion-margin-top" disabled={order.isPending}>
        {texts.submit}
      </Button>
    </form>
  );
}
