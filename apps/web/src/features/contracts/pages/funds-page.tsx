import {
  formatDecimal,
  formatPercent,
  isoToDisplay,
  type Contract,
} from '@servicebereich/protocol';
import { pieChartOutline } from 'ionicons/icons';
import { openInAppBrowser } from '../../../native/browser.ts';
import { contractTexts } from '../../../text/contracts.ts';
import { useFondsDaten } from '../api/fonds-daten.ts';
import { useFondsDaten20 } from '../api/fonds-daten20.ts';
import { useVollWertFondsDaten } from '../api/voll-wert-fonds-daten.ts';
import { fundChartUrl } from '../fund-chart-links.ts';
import { DetailList } from '../../../shell/detail-list.tsx';
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

/** The funds, their values and a chart. */
export function FundsPage(props: { contract: Contract }) {
  const id = props.contract.ContractId;
  const product = props.contract.Details.Produkt ?? 'FlexibleLife';
  const query = useFundData(props.contract);
  return (
    <QueryState query={query}>
      {(data) => (
        <>
          <section className="summary" aria-labelledby="funds-total">
            <h2 id="funds-total">{t.total}</h2>
            <p className="summary__figure">
              <strong>
                <Amount cents={data.Gesamtwert} />
              </strong>
            </p>
            <p>{t.asOf(isoToDisplay(data.Stichtag) ?? data.Stichtag)}</p>
          </section>
          {data.Verlauf.length > 0 && (
            <section aria-labelledby="chart-heading">
              <h2 id="chart-heading">{t.chartHeading}</h2>
              <FundChart points={data.Verlauf} />
            </section>
          )}
          {data.Fonds.length === 0 ? (
            <AskAdviser contractId={id} icon={pieChartOutline} text={t.empty} />
          ) : (
            <ul className="fund-list">
              {data.Fonds.map((fund) => {
                const url = fundChartUrl(product, fund.Slot, fund.Isin);
                return (
                  <li key={fund.Slot}>
                    <h3>{fund.Name}</h3>
                    <p className="muted">{fund.Isin}</p>
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
                        href={url}
                        rel="noopener noreferrer"
                        onClick={(event) => {
                          event.preventDefault();
                          void openInAppBrowser(url);
                        }}
                      >
                        {t.chartLink(fund.Name)}
                      </a>
                    )}
                  </li>
                );
              })}
            </ul>
          )}
        </>
      )}
    </QueryState>
  );
}
