import { zodResolver } from '@hookform/resolvers/zod';
import {
  BIC_MISMATCH,
  BIC_MISSING,
  COMPANIES,
  COMPANY_IDS,
  CONTRACT_KIND_COMPANY,
  DIRECT_DEBIT_DAYS,
  bankNameOfBic,
  bicFitsIban,
  bicOfIban,
  debitsSameAccount,
  formatIban,
  ibanBankKey,
  isValidIban,
  normalizeIban,
  type Contract,
} from '@servicebereich/protocol';
import { useEffect, useRef, useState } from 'react';
import { Controller, useForm, useWatch, type UseFormReturn } from 'react-hook-form';
import { z } from 'zod/mini';
import { fieldErrorsOf } from '../../../api/api-error.ts';
import { ContractLabel } from '../../../shell/contract-label.tsx';
import { DetailList } from '../../../shell/detail-list.tsx';
import { DonePanel } from '../../../shell/done-panel.tsx';
import { FormTextField } from '../../../shell/form-text-field.tsx';
import { StepHeading, useBackToField } from '../../../shell/form-steps.tsx';
import { QueryState } from '../../../shell/query-state.tsx';
import { contractTexts } from '../../../text/contracts.ts';
import { useChangeSepaLastschrift } from '../api/change-sepa-lastschrift.ts';
import { useConfirmPassword } from '../api/confirm-password.ts';
import { useContracts } from '../api/get-vertraege.ts';
import { showFormErrors } from '../../../shell/form-errors.ts';
import { CheckField } from '../../../shell/check-field.tsx';
import { FormCheckField } from '../../../shell/form-check-field.tsx';
import { FormRadioGroup } from '../../../shell/form-radio-group.tsx';
import { FormErrorSummary } from '../../../shell/form-error-summary.tsx';
import { Button, ButtonLink } from '../../../shell/button.tsx';

const t = contractTexts.sepa;

const accountSchema = z
  .object({
    kontoinhaber: z
      .string()
      .check(z.trim(), z.minLength(2, { error: t.holderMissing }), z.maxLength(70)),
    iban: z.string().check(z.refine(isValidIban, { error: t.ibanInvalid })),
    bic: z
      .string()
      .check(
        z.trim(),
        z.minLength(1, { error: BIC_MISSING, abort: true }),
        z.regex(/^[A-Za-z]{6}[A-Za-z0-9]{2}([A-Za-z0-9]{3})?$/, { error: t.bicInvalid }),
      ),
    abbuchungstag: z.enum(['5', '15', '25']),
  })
  .check(
    z.refine(({ bic, iban }) => bicFitsIban(bic, iban), { error: BIC_MISMATCH, path: ['bic'] }),
  );
type AccountValues = z.infer<typeof accountSchema>;
const ACCOUNT_FIELDS = ['kontoinhaber', 'iban', 'bic', 'abbuchungstag'] as const;

const confirmSchema = z.object({
  weitereVertraege: z.array(z.string()),
  mandat: z.boolean().check(z.refine((accepted) => accepted, { error: t.mandateMissing })),
  passwort: z.string().check(z.minLength(1, { error: t.passwordMissing })),
});
type ConfirmValues = z.infer<typeof confirmSchema>;
const CONFIRM_FIELDS = ['weitereVertraege', 'passwort'] as const;

type Step =
  | { kind: 'account' }
  | { kind: 'confirm'; account: AccountValues }
  | { kind: 'done'; changed: readonly Contract[] };

/** The creditors of the contracts, each once, building society first. */
function creditorsOf(contracts: readonly Contract[]) {
  return COMPANY_IDS.flatMap((id) => {
    const own = contracts.filter((c) => CONTRACT_KIND_COMPANY[c.Kind] === id);
    return own.length === 0 ? [] : [{ ...COMPANIES[id], contracts: own }];
  });
}

/** The account and day as they are: nothing to change, nothing to sign a mandate for. */
function unchanged(account: AccountValues, d: Contract['Details']): boolean {
  return (
    account.kontoinhaber.trim() === (d.AccountHolderName ?? '') &&
    normalizeIban(account.iban) === (d.Iban ?? '') &&
    account.bic.trim().toUpperCase() === (d.Bic ?? '').toUpperCase() &&
    Number(account.abbuchungstag) === (d.DirectDebitDay ?? 5)
  );
}

/**
 * The BIC follows the IBAN: an IBAN of another bank brings that bank's BIC where the directory
 * knows it, and otherwise empties the field, whose BIC was the old bank's. Answers the name of the
 * BIC's bank, to stand under the field.
 */
function useBicFromIban(form: UseFormReturn<AccountValues>, initialIban: string) {
  const { control, setValue } = form;
  const iban = useWatch({ control, name: 'iban' });
  const bic = useWatch({ control, name: 'bic' });
  const bank = useRef(ibanBankKey(initialIban));
  useEffect(() => {
    if (!isValidIban(iban)) return;
    const key = ibanBankKey(iban);
    if (key === bank.current) return;
    bank.current = key;
    setValue('bic', bicOfIban(iban) ?? '');
  }, [iban, setValue]);
  return bankNameOfBic(bic);
}

/**
 * Change the direct debit: the new account (holder, IBAN, BIC, day), then the other contracts
 * that debit the same account, the mandate naming each creditor and the password again, then the
 * changed account as saved.
 */
export function SepaPage(props: { contract: Contract; overviewPath: string }) {
  const [step, setStep] = useState<Step>({ kind: 'account' });
  const d = props.contract.Details;
  const accountForm = useForm<AccountValues>({
    resolver: zodResolver(accountSchema),
    defaultValues: {
      kontoinhaber: d.AccountHolderName ?? '',
      iban: d.Iban === undefined ? '' : formatIban(d.Iban),
      bic: d.Bic ?? '',
      abbuchungstag: String(d.DirectDebitDay ?? 5) as AccountValues['abbuchungstag'],
    },
  });
  const backToAccount = useBackToField('kontoinhaber', step.kind === 'account');
  const bicBank = useBicFromIban(accountForm, d.Iban ?? '');

  const next = accountForm.handleSubmit((account) => {
    if (unchanged(account, d)) {
      accountForm.setError('iban', { message: t.unchanged });
      return;
    }
    setStep({ kind: 'confirm', account });
  });

  if (step.kind === 'done') {
    return <SepaDone changed={step.changed} overviewPath={props.overviewPath} />;
  }
  if (step.kind === 'confirm') {
    return (
      <SepaConfirm
        contract={props.contract}
        account={step.account}
        onBack={() => {
          backToAccount();
          setStep({ kind: 'account' });
        }}
        onAccountError={(error) => {
          setStep({ kind: 'account' });
          showFormErrors(accountForm, ACCOUNT_FIELDS, error);
        }}
        onDone={(changed) => {
          setStep({ kind: 'done', changed });
        }}
      />
    );
  }

  return (
    <form
      noValidate
      onSubmit={(event) => {
        void next(event);
      }}
    >
      <FormErrorSummary control={accountForm.control} />
      <p>{t.intro}</p>
      <div className="form-fields">
        <FormTextField
          control={accountForm.control}
          name="kontoinhaber"
          label={t.holder}
          autoComplete="name"
        />
        <FormTextField
          control={accountForm.control}
          name="iban"
          label={t.iban}
          autoComplete="off"
        />
        <FormTextField
          control={accountForm.control}
          name="bic"
          label={t.bic}
          hint={bicBank ?? t.bicHint}
          autoComplete="off"
        />
      </div>
      <FormRadioGroup
        control={accountForm.control}
        name="abbuchungstag"
        legend={t.day}
        options={DIRECT_DEBIT_DAYS.map((day) => ({ value: String(day), label: t.dayOption(day) }))}
      />
      <Button type="submit" expand="block" className="ion-margin-top">
        {t.next}
      </Button>
    </form>
  );
}

type ConfirmProps = {
  contract: Contract;
  account: AccountValues;
  onBack: () => void;
  onAccountError: (error: unknown) => void;
  onDone: (changed: readonly Contract[]) => void;
};

/** The confirmation step, once the customer's contracts are there to offer the others. */
function SepaConfirm(props: ConfirmProps) {
  const contracts = useContracts();
  return (
    <QueryState query={contracts}>
      {(all) => (
        <SepaConfirmForm
          {...props}
          others={all.filter(
            (c) =>
              c.ContractId !== props.contract.ContractId && debitsSameAccount(c, props.contract),
          )}
        />
      )}
    </QueryState>
  );
}

function SepaConfirmForm(props: ConfirmProps & { others: readonly Contract[] }) {
  const { contract, account, others } = props;
  const confirmPassword = useConfirmPassword();
  const change = useChangeSepaLastschrift();
  const form = useForm<ConfirmValues>({
    resolver: zodResolver(confirmSchema),
    // Every other contract of the old account is chosen until the customer says otherwise.
    defaultValues: {
      weitereVertraege: others.map((c) => c.ContractId),
      mandat: false,
      passwort: '',
    },
  });
  const chosen = useWatch({ control: form.control, name: 'weitereVertraege' });
  const creditors = creditorsOf([contract, ...others.filter((c) => chosen.includes(c.ContractId))]);
  const bankName = bankNameOfBic(account.bic);
  const pending = confirmPassword.isPending || change.isPending;

  const submit = form.handleSubmit(async ({ passwort, weitereVertraege }) => {
    try {
      await confirmPassword.mutateAsync({ passwort });
    } catch (error) {
      showFormErrors(form, ['passwort'], error);
      return;
    }
    try {
      const changed = await change.mutateAsync({
        vertragsnummer: contract.ContractId,
        ...account,
        weitereVertraege,
      });
      props.onDone(changed);
    } catch (error) {
      const fields = Object.keys(fieldErrorsOf(error));
      if (ACCOUNT_FIELDS.some((field) => fields.includes(field))) props.onAccountError(error);
      else showFormErrors(form, CONFIRM_FIELDS, error);
    }
  });

  return (
    <form
      noValidate
      aria-labelledby="sepa-confirm-heading"
      onSubmit={(event) => {
        void submit(event);
      }}
    >
      <StepHeading id="sepa-confirm-heading" focus>
        {t.confirmHeading}
      </StepHeading>
      <FormErrorSummary control={form.control} />
      <h3>{t.newAccount}</h3>
      <DetailList
        rows={[
          { label: t.holder, value: account.kontoinhaber },
          { label: t.iban, value: formatIban(account.iban) },
          { label: t.bic, value: account.bic.toUpperCase() },
          { label: t.bank, value: bankName },
          { label: t.day, value: t.dayOption(Number(account.abbuchungstag)) },
        ]}
      />
      {others.length > 0 && (
        <Controller
          control={form.control}
          name="weitereVertraege"
          render={({ field, fieldState }) => (
            <fieldset
              id="weitereVertraege"
              className="choice-group"
              aria-describedby={fieldState.error ? 'weitereVertraege-error' : undefined}
            >
              <legend>{t.othersHeading}</legend>
              <p>{t.othersIntro(formatIban(contract.Details.Iban ?? ''))}</p>
              {others.map((other) => (
                <CheckField
                  key={other.ContractId}
                  id={`weitereVertraege-${other.ContractId}`}
                  label={<ContractLabel contract={other} />}
                  checked={field.value.includes(other.ContractId)}
                  onChange={(checked) => {
                    field.onChange(
                      checked
                        ? [...field.value, other.ContractId]
                        : field.value.filter((id) => id !== other.ContractId),
                    );
                  }}
                />
              ))}
              {fieldState.error && (
                <p id="weitereVertraege-error" role="alert" className="form-error">
                  {fieldState.error.message}
                </p>
              )}
            </fieldset>
          )}
        />
      )}
      <h3>{t.mandateHeading}</h3>
      <FormCheckField control={form.control} name="mandat" label={t.mandate(creditors)} />
      <p className="hint">{t.mandateNote}</p>
      <p>{t.passwordIntro}</p>
      <div className="form-fields">
        <FormTextField
          control={form.control}
          name="passwort"
          label={t.password}
          type="password"
          autoComplete="current-password"
        />
      </div>
      <Button type="submit" expand="block" className="ion-margin-top" disabled={pending}>
        {t.submit}
      </Button>
      <Button expand="block" fill="outline" disabled={pending} onClick={props.onBack}>
        {t.back}
      </Button>
    </form>
  );
}

function SepaDone(props: { changed: readonly Contract[]; overviewPath: string }) {
  const [first] = props.changed;
  const d = first?.Details;
  return (
    <DonePanel heading={t.doneHeading}>
      {d !== undefined && (
        <DetailList
          rows={[
            { label: t.holder, value: d.AccountHolderName ?? '' },
            { label: t.iban, value: formatIban(d.Iban ?? '') },
            { label: t.bank, value: d.BankName },
            { label: t.bic, value: d.Bic ?? '' },
            { label: t.day, value: t.dayOption(d.DirectDebitDay ?? 5) },
          ]}
        />
      )}
      {creditorsOf(props.changed).map((creditor) => (
        <section key={creditor.creditorId} aria-label={creditor.name}>
          <DetailList
            rows={[
              { label: t.creditor, value: creditor.name },
              { label: t.creditorId, value: creditor.creditorId },
            ]}
          />
          <p>{t.contracts}</p>
          <ul>
            {creditor.contracts.map((c) => (
              <li key={c.ContractId}>
                <ContractLabel contract={c} />
              </li>
            ))}
          </ul>
        </section>
      ))}
      <p role="status">{t.mailSent}</p>
      <ButtonLink expand="block" href={props.overviewPath}>
        {contractTexts.toOverview}
      </ButtonLink>
    </DonePanel>
  );
}
