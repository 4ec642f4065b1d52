import {
  formatAmount,
  isoToDisplay,
  TRANSACTION_EXPORT_FORMATS,
  type Contract,
} from '@servicebereich/protocol';
import { receiptOutline, searchOutline } from 'ionicons/icons';
import { useEffect, useState } from 'react';
import { contractTexts } from '../../../text/contracts.ts';
import { useTransactionsExport } from '../api/export-vertrag-umsaetze.ts';
import { useContractTransactions } from '../api/get-vertrag-umsaetze.ts';
import { EmptyState } from '../../../shell/empty-state.tsx';
import { QueryState } from '../../../shell/query-state.tsx';
import { SelectField, TextField } from '../../../shell/text-field.tsx';
import { Amount } from '../../../shell/hidden-amounts.tsx';
import { DESKTOP, useMediaQuery } from '../../../shell/media-query.ts';
import { Button } from '../../../shell/button.tsx';

const t = contractTexts.transactions;

type Entry = { BookingDate: string; ValueDate: string; Text: string; Amount: number };

/** Entries of one year grouped by booking date, in the order the server gives them. */
export function groupByBookingDate(
  entries: readonly Entry[],
): { date: string; entries: Entry[] }[] {
  const groups: { date: string; entries: Entry[] }[] = [];
  for (const entry of entries) {
    const last = groups.at(-1);
    if (last?.date === entry.BookingDate) last.entries.push(entry);
    else groups.push({ date: entry.BookingDate, entries: [entry] });
  }
  return groups;
}

/** Lower case without accents, so that "pramie" finds "Prämie". */
function searchable(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

/** The entries whose text or amount (as shown: "100,00") contain every word of the query. */
export function filterEntries(entries: readonly Entry[], query: string): Entry[] {
  const words = searchable(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...entries];
  return entries.filter((entry) => {
    const text = searchable(`${entry.Text} ${formatAmount(entry.Amount)}`);
    return words.every((word) => text.includes(word));
  });
}

/** The year's transactions as a file to keep: CSV for a spreadsheet, PDF as a statement. */
function ExportButtons(props: { contract: Contract; year: number }) {
  const exported = useTransactionsExport(props.contract);
  return (
    <div role="group" aria-label={t.exportLabel(props.year)} className="transactions-export">
      <span className="transactions-export__label" aria-hidden="true">
        {t.export}
      </span>
      <div className="button-row">
        {TRANSACTION_EXPORT_FORMATS.map((format) => (
          <Button
            key={format}
            fill="outline"
            disabled={exported.isPending}
            onClick={() => {
              exported.mutate({ year: props.year, format });
            }}
          >
            {format === 'csv' ? t.exportCsv : t.exportPdf}
          </Button>
        ))}
      </div>
    </div>
  );
}

/** On a phone: the entries under a heading per booking day, text beside amount. */
function BookingDays(props: { entries: readonly Entry[] }) {
  return groupByBookingDate(props.entries).map((group) => (
    <section key={group.date} className="booking-day">
      <h2 className="booking-day__date">{isoToDisplay(group.date)}</h2>
      <ul>
        {group.entries.map((entry, i) => (
          <li key={i}>
            <span>
              {entry.Text}
              {entry.ValueDate !== entry.BookingDate && (
                <small> · {t.valueDate(isoToDisplay(entry.ValueDate) ?? '')}</small>
              )}
            </span>
            <span className={amountClass(entry)}>
              <Amount cents={entry.Amount} />
            </span>
          </li>
        ))}
      </ul>
    </section>
  ));
}

/** On a desktop: one row per entry, with its booking day, text, value date and amount. */
function TransactionsTable(props: { year: number; entries: readonly Entry[] }) {
  return (
    <table className="transactions-table">
      <caption className="visually-hidden">{t.table.caption(props.year)}</caption>
      <thead>
        <tr>
          <th scope="col">{t.table.bookingDate}</th>
          <th scope="col">{t.table.text}</th>
          <th scope="col">{t.table.valueDate}</th>
          <th scope="col" className="transactions-table__amount">
            {t.table.amount}
          </th>
        </tr>
      </thead>
      <tbody>
        {props.entries.map((entry, i) => (
          <tr key={i}>
            <td className="transactions-table__date">{isoToDisplay(entry.BookingDate)}</td>
            <td>{entry.Text}</td>
            <td className="transactions-table__date">{isoToDisplay(entry.ValueDate)}</td>
            <td className="transactions-table__amount">
              <span className={amountClass(entry)}>
                <Amount cents={entry.Amount} />
              </span>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function amountClass(entry: Entry): string {
  return entry.Amount < 0 ? 'amount amount--debit' : 'amount';
}

/**
 * GetVertragUmsaetze per year, with a year picker over the years that have any, a search within
 * the year and its export. With nothing to show it says so and offers the next step: the
 * contract's overview, the newest year with bookings, or the whole year without the search.
 */
export function TransactionsPage(props: { contract: Contract; overviewPath: string }) {
  const [picked, setYear] = useState<number | null>(null);
  const [query, setQuery] = useState('');
  const year = picked ?? new Date().getFullYear();
  const transactions = useContractTransactions(props.contract.ContractId, year);
  const desktop = useMediaQuery(DESKTOP);
  // The year picked is still loading: the entries shown are the last year's.
  const loadingYear = transactions.isPlaceholderData ? year : null;
  const newest = transactions.data?.Years[0];
  // A contract without bookings this year opens on its newest year that has some.
  useEffect(() => {
    if (picked === null && newest !== undefined && transactions.data?.Year === year) {
      if (!transactions.data.Years.includes(year)) setYear(newest);
    }
  }, [picked, newest, transactions.data, year]);
  return (
    <QueryState query={transactions}>
      {(data) => {
        const years = data.Years.includes(year) ? data.Years : [year, ...data.Years];
        const found = filterEntries(data.Entries, query);
        const newestYear = data.Years[0];
        if (newestYear === undefined) {
          return (
            <EmptyState
              icon={receiptOutline}
              text={t.none}
              action={{ label: t.toOverview, to: props.overviewPath }}
            />
          );
        }
        return (
          <>
            <div className="transactions-toolbar">
              <div className="transactions-toolbar__year">
                <SelectField
                  id="jahr"
                  label={t.year}
                  value={String(year)}
                  onChange={(value) => {
                    setYear(Number(value));
                  }}
                  options={years.map((y) => ({ value: String(y), label: String(y) }))}
                />
              </div>
              {data.Entries.length > 0 && (
                <>
                  <ExportButtons contract={props.contract} year={data.Year} />
                  <div className="transactions-toolbar__search">
                    <TextField
                      id="suche"
                      type="search"
                      label={t.search}
                      value={query}
                      onChange={setQuery}
                    />
                  </div>
                </>
              )}
            </div>
            {data.Entries.length === 0 && (
              <EmptyState
                icon={receiptOutline}
                text={t.empty(data.Year)}
                action={{
                  label: t.toYear(newestYear),
                  onClick: () => {
                    setYear(newestYear);
                  },
                }}
              />
            )}
            {data.Entries.length > 0 && (
              <>
                <p role="status" className="muted">
                  {loadingYear !== null
                    ? t.loadingYear(loadingYear)
                    : query.trim() === ''
                      ? ''
                      : t.found(found.length, data.Entries.length)}
                </p>
                {found.length === 0 && (
                  <EmptyState
                    icon={searchOutline}
                    text={t.noMatch(query.trim())}
                    action={{
                      label: t.clearSearch,
                      onClick: () => {
                        setQuery('');
                      },
                    }}
                  />
                )}
              </>
            )}
            {found.length > 0 && (
              <div className="card transactions-card" aria-busy={loadingYear !== null}>
                {desktop ? (
                  <TransactionsTable year={data.Year} entries={found} />
                ) : (
                  <BookingDays entries={found} />
                )}
              </div>
            )}
          </>
        );
      }}
    </QueryState>
  );
}
