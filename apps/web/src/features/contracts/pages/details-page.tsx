import {
  annuityInstalment,
  formatAmount,
  formatIban,
  formatPercent,
  isoToDisplay,
  monthName,
  remainingMonths,
  viennaIsoDate,
  type Contract,
} from '@servicebereich/protocol';
import { balanceFigure } from '../../../shell/contract-lines.ts';
import { DetailList } from '../../../shell/detail-list.tsx';
import { contractTexts } from '../../../text/contracts.ts';
import { AmountText } from '../../../shell/hidden-amounts.tsx';

const t = contractTexts.details;

type Row = readonly [label: string, value: string];

/** What a loan adds: its monthly instalment and the term left from `today`. */
function loanRows(contract: Contract, today: string): (Row | null)[] {
  const d = contract.Details;
  if (contract.Kind !== 'Finanzierung') return [];
  const months = remainingMonths(d, today);
  return [
    d.ContractAmount === undefined
      ? null
      : [t.instalment, t.monthly(formatAmount(annuityInstalment(d)))],
    months === null ? null : [t.remaining, t.remainingTerm(months)],
  ];
}

function balanceRow(contract: Contract): Row | null {
  const figure = balanceFigure(contract);
  return figure === null ? null : [figure.label, figure.value];
}

/** The detail fields of SPEC 3 that the contract has, German labels and formats. */
export function detailRows(contract: Contract, today: string): Row[] {
  const d = contract.Details;
  const rows: (Row | null)[] = [
    [t.Name, d.Name],
    [t.ContractIdFormatted, d.ContractIdFormatted],
    [t.Status, d.Status],
    balanceRow(contract),
    d.ContractAmount === undefined ? null : [t.ContractAmount, formatAmount(d.ContractAmount)],
    d.FromDate === undefined ? null : [t.FromDate, isoToDisplay(d.FromDate) ?? d.FromDate],
    d.ToDate === undefined
      ? null
      : [t.ToDate, d.ToDate === null ? t.openEnded : (isoToDisplay(d.ToDate) ?? d.ToDate)],
    d.Duration === undefined ? null : [t.Duration, t.years(d.Duration)],
    d.InterestRate === undefined
      ? null
      : [
          t.InterestRate,
          d.InterestRateType === undefined
            ? formatPercent(d.InterestRate)
            : `${formatPercent(d.InterestRate)} ${t.interestRateTypes[d.InterestRateType]}`,
        ],
    ...loanRows(contract, today),
    d.GrossAmount === undefined ? null : [t.GrossAmount, formatAmount(d.GrossAmount)],
    d.AktuelleSparrate === undefined
      ? null
      : [t.AktuelleSparrate, formatAmount(d.AktuelleSparrate)],
    d.Wertanpassung === undefined
      ? null
      : [t.Wertanpassung, d.Wertanpassung === 'J' ? t.yes : t.no],
    d.PaymentMode === undefined ? null : [t.PaymentMode, contractTexts.paymentModes[d.PaymentMode]],
    d.PaymentInterval === undefined
      ? null
      : [t.PaymentInterval, contractTexts.paymentIntervals[d.PaymentInterval]],
    d.Hauptfaelligkeit === undefined ? null : [t.Hauptfaelligkeit, monthName(d.Hauptfaelligkeit)],
    d.AccountHolderName === undefined ? null : [t.AccountHolderName, d.AccountHolderName],
    d.BankName === undefined ? null : [t.BankName, d.BankName],
    d.Iban === undefined ? null : [t.Iban, formatIban(d.Iban)],
    d.Bic === undefined ? null : [t.Bic, d.Bic],
    d.DirectDebitDay === undefined ? null : [t.DirectDebitDay, t.directDebitDay(d.DirectDebitDay)],
    d.KfzBezeichnung === undefined ? null : [t.KfzBezeichnung, d.KfzBezeichnung],
    d.KfzKennzeichen === undefined ? null : [t.KfzKennzeichen, d.KfzKennzeichen],
    ...(d.KfzDeckungen ?? []).map((c): Row => [t.coverage(c.Deckung), formatAmount(c.Betrag)]),
    d.Risikoadresse === undefined ? null : [t.Risikoadresse, d.Risikoadresse],
    d.HoechsthaftungssummeHaushalt === undefined
      ? null
      : [t.HoechsthaftungssummeHaushalt, formatAmount(d.HoechsthaftungssummeHaushalt)],
    d.HoechsthaftungssummeEigenheim === undefined
      ? null
      : [t.HoechsthaftungssummeEigenheim, formatAmount(d.HoechsthaftungssummeEigenheim)],
  ];
  return rows.filter((row): row is Row => row !== null);
}

export function DetailsPage(props: { contract: Contract }) {
  return (
    <DetailList
      rows={detailRows(props.contract, viennaIsoDate(Date.now())).map(([label, value]) => ({
        label,
        value:
          label === t.ContractIdFormatted ? (
            <span className="contract-number">{value}</span>
          ) : (
            <AmountText text={value} />
          ),
      }))}
    />
  );
}
