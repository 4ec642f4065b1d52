import {
  formatAmount,
  formatDecimal,
  formatPercent,
  isoToDisplay,
  type Contract,
} from '@servicebereich/protocol';
import { openOutline, pieChartOutline } from 'ionicons/icons';
import { useId } from 'react';
import { openInAppBrowser } from '../../../native/browser.ts';
import { contractTexts } from '../../../text/contracts.ts';
import { useFondsDaten } from '../api/fonds-daten.ts';
import { useFondsDaten20 } from '../api/fonds-daten20.ts';
import { useVollWertFondsDaten } from '../api/voll-wert-fonds-daten.ts';
import { fundChartUrl } from '../fund-chart-links.ts';
import { DetailList } from '../../../shell/detail-list.tsx';
import { Icon } from '../../../shell/icon.tsx';
import { KeyFigure } from '../../../shell/key-figure.tsx';
import { QueryState } from '../../../shell/query-state.tsx';
import { AskAdviser } from './ask-adviser.tsx';
import { FundChart } from './fund-chart.tsx';
import { Amount } from '../../../shell/hidden-amounts.tsx';

const t = contractTexts.funds;

/** The funds of a fund product by the call its product has: FondsDaten, 20 or VollWert's. */
export function useFundData(contract: Contract) {
  const id = contract.ContractId;
  const product = contract.Details.Produkt ?? 'FlexibleLife';
  const flexibleLife = useFondsDaten(id, product === 'FlexibleLife');
  const flexibleLife20 = useFondsDaten20(id, product === 'FlexibleLife20');
  const vollWert = useVollWertFondsDaten(id, product === 'VollWert');
  return product === 'FlexibleLife'
    ? flexibleLife
    : product === 'FlexibleLife20'
      ? flexibleLife20
      : vollWert;
}

/**
 * A fund product's value as of its day and how it went: the card the contract's overview and its
 * funds' page open with.
 */
export function FundValueCard(props: {
  total: number;
  asOf: string;
  points: readonly { Datum: string; Wert: number }[];
}) {
  const heading = useId();
  return (
    <section className="card fund-history" aria-labelledby={heading}>
      <h2 id={heading} className="card__title">
        {t.chartHeading}
      </h2>
      <KeyFigure label={t.total} value={formatAmount(props.total)} />
      <p className="muted fund-history__as-of">{t.asOf(isoToDisplay(props.asOf) ?? props.asOf)}</p>
      {props.points.length > 0 && <FundChart points={props.points} />}
    </section>
  );
}

/** The funds' value and its history, then each fund with its share, units and value. */
export function FundsPage(props: { contract: Contract }) {
  const id = props.contract.ContractId;
  const product = props.contract.Details.Produkt ?? 'FlexibleLife';
  const query = useFundData(props.contract);
  return (
    <QueryState query={query}>
      {(data) => (
        <>
          <FundValueCard total={data.Gesamtwert} asOf={data.Stichtag} points={data.Verlauf} />
          {data.Fonds.length === 0 ? (
            <AskAdviser contractId={id} icon={pieChartOutline} text={t.empty} />
          ) : (
            <>
              <h2 className="section-heading">{t.fundsHeading}</h2>
              <ul className="fund-list">
                {data.Fonds.map((fund) => {
                  const url = fundChartUrl(product, fund.Slot, fund.Isin);
                  return (
                    <li key={fund.Slot} className="card detail-card">
                      <h3 className="card__title">{fund.Name}</h3>
                      <p className="muted">{t.isin(fund.Isin)}</p>
                      <DetailList
                        rows={[
                          // A fund that gets none of the premium any more only keeps its value.
                          {
                            label: t.share,
                            value: fund.Anteil > 0 ? formatPercent(fund.Anteil) : undefined,
                          },
                          { label: t.units, value: formatDecimal(fund.Stueck, 3) },
                          { label: t.value, value: <Amount cents={fund.Wert} /> },
                        ]}
                      />
                      {url !== null && (
                        <a
                          className="fund-list__chart"
                          href={url}
                          rel="noopener noreferrer"
                          onClick={(event) => {
                            event.preventDefault();
                            void openInAppBrowser(url);
                          }}
                        >
                          {t.chartLink(fund.Name)}
                          <Icon icon={openOutline} />
                        </a>
                      )}
                    </li>
                  );
                })}
              </ul>
            </>
          )}
        </>
      )}
    </QueryState>
  );
}
