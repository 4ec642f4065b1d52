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
import { useId } from 'react';
import { balanceFigure } from '../../../shell/contract-lines.ts';
import { DetailList } from '../../../shell/detail-list.tsx';
import { contractTexts } from '../../../text/contracts.ts';
import { AmountText } from '../../../shell/hidden-amounts.tsx';

const t = contractTexts.details;

type Row = readonly [label: string, value: string];

/** A part of the details under its heading, as a card. */
export type DetailSection = { heading: string; rows: Row[] };

function balanceRow(contract: Contract): Row | null {
  const figure = balanceFigure(contract);
  return figure === null ? null : [figure.label, figure.value];
}

/** A loan's term left from `today`. */
function remainingRow(contract: Contract, today: string): Row | null {
  if (contract.Kind !== 'Finanzierung') return null;
  const months = remainingMonths(contract.Details, today);
  return months === null ? null : [t.remaining, t.remainingTerm(months)];
}

/** A loan's monthly instalment. */
function instalmentRow(contract: Contract): Row | null {
  const d = contract.Details;
  if (contract.Kind !== 'Finanzierung' || d.ContractAmount === undefined) return null;
  return [t.instalment, t.monthly(formatAmount(annuityInstalment(d)))];
}

/**
 * The detail fields of SPEC 3 that the contract has, German labels and formats, in parts: the
 * contract and its term, its amounts and rates (a motor insurance's cover by cover), the payment
 * and the account, the vehicle, what a home insurance covers. A part without a field is left out.
 */
export function detailSections(contract: Contract, today: string): DetailSection[] {
  const d = contract.Details;
  const sections: { heading: string; rows: (Row | null)[] }[] = [
    {
      heading: t.sections.contract,
      rows: [
        [t.Name, d.Name],
        [t.ContractIdFormatted, d.ContractIdFormatted],
        [t.Status, d.Status],
        d.FromDate === undefined ? null : [t.FromDate, isoToDisplay(d.FromDate) ?? d.FromDate],
        d.ToDate === undefined
          ? null
          : [t.ToDate, d.ToDate === null ? t.openEnded : (isoToDisplay(d.ToDate) ?? d.ToDate)],
        d.Duration === undefined ? null : [t.Duration, t.years(d.Duration)],
        remainingRow(contract, today),
      ],
    },
    {
      heading: t.sections.amounts,
      rows: [
        balanceRow(contract),
        d.ContractAmount === undefined ? null : [t.ContractAmount, formatAmount(d.ContractAmount)],
        d.InterestRate === undefined
          ? null
          : [
              t.InterestRate,
              d.InterestRateType === undefined
                ? formatPercent(d.InterestRate)
                : `${formatPercent(d.InterestRate)} ${t.interestRateTypes[d.InterestRateType]}`,
            ],
        instalmentRow(contract),
        d.GrossAmount === undefined ? null : [t.GrossAmount, formatAmount(d.GrossAmount)],
        ...(d.KfzDeckungen ?? []).map((c): Row => [t.coverage(c.Deckung), formatAmount(c.Betrag)]),
        d.AktuelleSparrate === undefined
          ? null
          : [t.AktuelleSparrate, formatAmount(d.AktuelleSparrate)],
        d.Wertanpassung === undefined
          ? null
          : [t.Wertanpassung, d.Wertanpassung === 'J' ? t.yes : t.no],
      ],
    },
    {
      heading: t.sections.payment,
      rows: [
        d.PaymentMode === undefined
          ? null
          : [t.PaymentMode, contractTexts.paymentModes[d.PaymentMode]],
        d.PaymentInterval === undefined
          ? null
          : [t.PaymentInterval, contractTexts.paymentIntervals[d.PaymentInterval]],
        d.Hauptfaelligkeit === undefined
          ? null
          : [t.Hauptfaelligkeit, monthName(d.Hauptfaelligkeit)],
        d.DirectDebitDay === undefined
          ? null
          : [t.DirectDebitDay, t.directDebitDay(d.DirectDebitDay)],
        d.AccountHolderName === undefined ? null : [t.AccountHolderName, d.AccountHolderName],
        d.BankName === undefined ? null : [t.BankName, d.BankName],
        d.Iban === undefined ? null : [t.Iban, formatIban(d.Iban)],
        d.Bic === undefined ? null : [t.Bic, d.Bic],
      ],
    },
    {
      heading: t.sections.vehicle,
      rows: [
        d.KfzBezeichnung === undefined ? null : [t.KfzBezeichnung, d.KfzBezeichnung],
        d.KfzKennzeichen === undefined ? null : [t.KfzKennzeichen, d.KfzKennzeichen],
      ],
    },
    {
      heading: t.sections.cover,
      rows: [
        d.Risikoadresse === undefined ? null : [t.Risikoadresse, d.Risikoadresse],
        d.HoechsthaftungssummeHaushalt === undefined
          ? null
          : [t.HoechsthaftungssummeHaushalt, formatAmount(d.HoechsthaftungssummeHaushalt)],
        d.HoechsthaftungssummeEigenheim === undefined
          ? null
          : [t.HoechsthaftungssummeEigenheim, formatAmount(d.HoechsthaftungssummeEigenheim)],
      ],
    },
  ];
  return sections
    .map((section) => ({
      heading: section.heading,
      rows: section.rows.filter((row): row is Row => row !== null),
    }))
    .filter((section) => section.rows.length > 0);
}

export function DetailsPage(props: { contract: Contract }) {
  const id = useId();
  return detailSections(props.contract, viennaIsoDate(Date.now())).map((section, index) => (
    <section
      key={section.heading}
      className="card detail-card"
      aria-labelledby={`${id}-${String(index)}`}
    >
      <h2 id={`${id}-${String(index)}`} className="card__title">
        {section.heading}
      </h2>
      <DetailList
        rows={section.rows.map(([label, value]) => ({
          label,
          value:
            label === t.ContractIdFormatted ? (
              <span className="contract-number">{value}</span>
            ) : (
              <AmountText text={value} />
            ),
        }))}
      />
    </section>
  ));
}
