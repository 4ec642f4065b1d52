import {
  type Contract,
  type contractCalls,
  type contractPageCalls,
  debitsSameAccount,
  formatAmountPlain,
  isoToDisplay,
  type pensionCalls,
  transactionsCsv,
  withDebitAccount,
  INSPECTION_DAYS,
  isInspectionDay,
} from '@servicebereich/protocol';
import { DEMO_MESSAGES, demoFail as fail, type DemoHandlers } from './demo-call.ts';
import { nextBusinessDay, type DemoContract, type DemoData } from './demo-data.ts';
import { demoPdfBlob } from './demo-documents.ts';

// The contracts of the test mode: details, transactions and their export, the direct debit,
// deposits and payouts, a loan's repayment, a motor inspection, and the pension and fund
// products' values and changes.

type ContractHandlers = Pick<
  DemoHandlers,
  keyof typeof contractCalls | keyof typeof contractPageCalls | keyof typeof pensionCalls
>;

export function demoContractHandlers(deps: {
  /** The test mode's data and day, the fund products' e-mail choices, the password confirmed. */
  state: {
    data: DemoData;
    today: string;
    emailConfirmations: Set<string>;
    reauthenticated: boolean;
  };
  findContract: (contractId: string) => DemoContract;
}): ContractHandlers {
  const { state, findContract } = deps;
  const { data } = state;

  function productContract(
    contractId: string,
    product: NonNullable<Contract['Details']['Produkt']>,
  ): DemoContract {
    const found = findContract(contractId);
    if (found.contract.Details.Produkt !== product) {
      fail('vertragsnummer', DEMO_MESSAGES.noPensionData);
    }
    return found;
  }

  function pension({ contract, pension: values }: DemoContract) {
    const d = contract.Details;
    if (d.Produkt === undefined || values === undefined) {
      return fail('vertragsnummer', DEMO_MESSAGES.noPensionData);
    }
    return {
      ContractId: contract.ContractId,
      Produkt: d.Produkt,
      Praemie: d.GrossAmount ?? 0,
      Zahlungsintervall: d.PaymentInterval ?? 'MONTHLY',
      Ablaufdatum: d.ToDate ?? state.today,
      ...values,
    };
  }

  function flexibleLife({ contract, pension: values, funds }: DemoContract) {
    return {
      ContractId: contract.ContractId,
      Praemie: contract.Details.GrossAmount ?? 0,
      Fonds: funds ?? [],
      Risikoschutz: values?.Risikoschutz ?? 0,
      Emailbestaetigung: state.emailConfirmations.has(contract.ContractId),
    };
  }

  function changeFlexibleLife(
    found: DemoContract,
    change: { praemie: number; slots: string[]; anteile: number[]; sendemail: boolean },
  ) {
    const funds = found.funds ?? [];
    const shares = new Map(change.slots.map((slot, i) => [slot, change.anteile[i] ?? 0]));
    if (change.praemie <= 0) fail('praemie', DEMO_MESSAGES.amountNotPositive);
    if (change.slots.length !== change.anteile.length) {
      fail('anteile', DEMO_MESSAGES.sharesMismatch);
    }
    const known = new Set(funds.map((f) => f.Slot));
    if (shares.size !== change.slots.length || change.slots.some((slot) => !known.has(slot))) {
      fail('slots', DEMO_MESSAGES.invalidFund);
    }
    if (change.anteile.reduce((sum, share) => sum + share, 0) !== 100) {
      fail('anteile', DEMO_MESSAGES.sharesSum);
    }
    for (const fund of funds) fund.Anteil = shares.get(fund.Slot) ?? 0;
    found.contract.Details.GrossAmount = change.praemie;
    if (change.sendemail) state.emailConfirmations.add(found.contract.ContractId);
    else state.emailConfirmations.delete(found.contract.ContractId);
    return flexibleLife(found);
  }

  function fundData({ contract, funds, fundValues }: DemoContract) {
    if (funds === undefined || fundValues === undefined) {
      return fail('vertragsnummer', DEMO_MESSAGES.noPensionData);
    }
    return {
      ContractId: contract.ContractId,
      ...fundValues,
      Gesamtwert: funds.reduce((sum, f) => sum + f.Wert, 0),
      Fonds: funds,
    };
  }

  /** A loan's spontaneous repayment: free of charge, value date the next business day. */
  function repayment(contractId: string, amount: number) {
    const { contract } = findContract(contractId);
    const balance = contract.Details.Balance;
    if (contract.Kind !== 'Finanzierung' || balance === undefined || balance >= 0) {
      return fail('vertragsnummer', DEMO_MESSAGES.noRepayment);
    }
    if (amount <= 0) fail('betrag', DEMO_MESSAGES.amountNotPositive);
    if (amount > -balance) fail('betrag', DEMO_MESSAGES.amountTooHigh);
    return {
      Betrag: amount,
      Restschuld: -balance,
      RestschuldNeu: -balance - amount,
      Gebuehr: 0,
      Wertstellung: nextBusinessDay(state.today),
    };
  }

  /** A deposit into or a payout from a savings contract, booked today; a check books nothing. */
  function payment(
    contractId: string,
    amount: number,
    direction: 1 | -1,
    confirmation: 'true' | 'false',
  ) {
    const found = findContract(contractId);
    const { contract } = found;
    const balance = contract.Details.Balance;
    if (!['Ansparen', 'Andere'].includes(contract.Kind) || balance === undefined) {
      return fail(
        'vertragsnummer',
        direction === 1 ? DEMO_MESSAGES.depositNotPossible : DEMO_MESSAGES.payoutNotPossible,
      );
    }
    if (amount <= 0) fail('betrag', DEMO_MESSAGES.amountNotPositive);
    if (direction === 1 && amount > 10_000_000) fail('betrag', DEMO_MESSAGES.depositTooHigh);
    if (direction === -1 && amount > balance) fail('betrag', DEMO_MESSAGES.payoutAboveBalance);
    const saldo = balance + direction * amount;
    const result = { Betrag: amount, Saldo: saldo, Buchungsdatum: state.today };
    if (confirmation === 'false') return result;
    found.transactions.push({
      BookingDate: state.today,
      ValueDate: state.today,
      Text: direction === 1 ? 'Sondereinzahlung' : 'Auszahlung',
      Amount: direction * amount,
    });
    contract.Details.Balance = saldo;
    return result;
  }

  return {
    getVertraege: () => data.contracts.map((c) => c.contract),
    getVertragDetails: ({ vertragsnummer }) => findContract(vertragsnummer).contract,
    getVertragUmsaetze: ({ vertragsnummer, jahr }) => {
      const { transactions } = findContract(vertragsnummer);
      const years = new Set(transactions.map((t) => Number(t.BookingDate.slice(0, 4))));
      return {
        Year: jahr,
        Years: [...years].sort((a, b) => b - a),
        // A stable sort keeps the bookings of one day in the order they were made.
        Entries: transactions
          .filter((t) => t.BookingDate.startsWith(`${jahr}-`))
          .sort((a, b) => b.BookingDate.localeCompare(a.BookingDate)),
      };
    },

    exportVertragUmsaetze: ({ vertragsnummer, jahr, format }) => {
      const { contract, transactions } = findContract(vertragsnummer);
      const entries = transactions
        .filter((t) => t.BookingDate.startsWith(`${jahr}-`))
        .sort((a, b) => b.BookingDate.localeCompare(a.BookingDate));
      if (format === 'csv') {
        return new Blob([transactionsCsv(entries)], { type: 'text/csv;charset=utf-8' });
      }
      const sum = entries.reduce((total, t) => total + t.Amount, 0);
      return demoPdfBlob([
        `Umsätze ${jahr}`,
        `${contract.Details.Name}, Vertragsnummer ${contract.Details.ContractIdFormatted}`,
        ...entries.map(
          (t) =>
            `${isoToDisplay(t.BookingDate) ?? ''}  ${t.Text}  ${formatAmountPlain(t.Amount)} EUR`,
        ),
        entries.length === 0
          ? `Im Jahr ${jahr} gibt es keine Buchungen.`
          : `Summe der ${entries.length} Buchungen: ${formatAmountPlain(sum)} EUR`,
      ]);
    },

    getVorsorge: ({ vertragsnummer }) => pension(findContract(vertragsnummer)),
    changeVorsorge: ({ vertragsnummer, praemie, zahlungsintervall }) => {
      const found = findContract(vertragsnummer);
      const current = pension(found);
      if (praemie <= 0) fail('praemie', DEMO_MESSAGES.amountNotPositive);
      found.contract.Details.GrossAmount = praemie;
      found.contract.Details.PaymentInterval = zahlungsintervall;
      return { ...current, Praemie: praemie, Zahlungsintervall: zahlungsintervall };
    },
    changeSepaLastschrift: ({ vertragsnummer, weitereVertraege, ...account }) => {
      if (!state.reauthenticated) fail('passwort', DEMO_MESSAGES.reauthenticationNeeded);
      const named = findContract(vertragsnummer).contract;
      const others = [...new Set(weitereVertraege)]
        .filter((n) => n !== vertragsnummer)
        .map((n) => {
          const other = data.contracts.find((c) => c.contract.ContractId === n);
          return other?.contract ?? fail('weitereVertraege', DEMO_MESSAGES.contractNotFound);
        });
      if (!others.every((c) => debitsSameAccount(c, named))) {
        fail('weitereVertraege', DEMO_MESSAGES.otherAccount);
      }
      state.reauthenticated = false;
      return [named, ...others].map((contract) => {
        contract.Details = withDebitAccount(contract.Details, account);
        return contract;
      });
    },
    einzahlung: ({ vertragsnummer, betrag, confirmation }) =>
      payment(vertragsnummer, betrag, 1, confirmation),
    auszahlung: ({ vertragsnummer, betrag, confirmation }) =>
      payment(vertragsnummer, betrag, -1, confirmation),
    kfzBegutachtung: ({ vertragsnummer, wunschdatum }) => {
      const { contract } = findContract(vertragsnummer);
      if (contract.Kind !== 'KFZ' || contract.Details.KfzKennzeichen === undefined) {
        fail('vertragsnummer', DEMO_MESSAGES.noMotorInspection);
      }
      if (!isInspectionDay(wunschdatum, state.today)) fail('wunschdatum', INSPECTION_DAYS.message);
      return { Angefragt: true as const, Wunschdatum: wunschdatum };
    },
    spontanZahlungCheck: ({ vertragsnummer, betrag }) => repayment(vertragsnummer, betrag),
    spontanZahlung: ({ vertragsnummer, betrag }) => {
      const result = repayment(vertragsnummer, betrag);
      const found = findContract(vertragsnummer);
      found.transactions.push({
        BookingDate: state.today,
        ValueDate: result.Wertstellung,
        Text: 'Sondertilgung',
        Amount: betrag,
      });
      found.contract.Details.Balance = -result.RestschuldNeu;
      return result;
    },
    getFlexibleLife: ({ vertragsnummer }) =>
      flexibleLife(productContract(vertragsnummer, 'FlexibleLife')),
    getFlexibleLife20: ({ vertragsnummer }) =>
      flexibleLife(productContract(vertragsnummer, 'FlexibleLife20')),
    changeFlexibleLife: ({ vertragsnummer, ...change }) =>
      changeFlexibleLife(productContract(vertragsnummer, 'FlexibleLife'), change),
    changeFlexibleLife20: ({ vertragsnummer, ...change }) =>
      changeFlexibleLife(productContract(vertragsnummer, 'FlexibleLife20'), change),
    fondsDaten: ({ vertragsnummer }) => fundData(productContract(vertragsnummer, 'FlexibleLife')),
    fondsDaten20: ({ vertragsnummer }) =>
      fundData(productContract(vertragsnummer, 'FlexibleLife20')),
    vollWertFondsDaten: ({ vertragsnummer }) =>
      fundData(productContract(vertragsnummer, 'VollWert')),
  };
}
