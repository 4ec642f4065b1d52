import { claimTypesOf, viennaIsoDate, type Contract, type Motive } from '@servicebereich/protocol';
import {
  alertCircle,
  arrowDownCircle,
  arrowUpCircle,
  calendar,
  card,
  cash,
  checkboxOutline,
  documentText,
  folderOpen,
  gift,
  options,
  person,
  receipt,
  ribbon,
  thunderstorm,
  trendingUp,
} from 'ionicons/icons';
import type { ReactNode } from 'react';
import { contractTexts } from '../../../text/contracts.ts';
import { contractIcon } from '../../../shell/contract-icons.ts';
import { contractFacts, contractFigure } from '../../../shell/contract-lines.ts';
import { DetailList } from '../../../shell/detail-list.tsx';
import { Icon } from '../../../shell/icon.tsx';
import { ProgressLine } from '../../../shell/progress-line.tsx';
import { contractKind } from '../contract-kind.ts';
import { overviewActions, type ContractAction } from '../contract-pages.ts';
import { summaryProgress, summaryRows } from '../contract-summary.ts';
import { LinkItem, LinkList } from '../../../shell/link-item.tsx';
import { AmountText } from '../../../shell/hidden-amounts.tsx';

const t = contractTexts;

/** The icon before each action of the overview (docs/design.md, "Icons"). */
const ACTION_ICONS = {
  vertragsdetails: documentText,
  umsaetze: receipt,
  'sepa-lastschrift': card,
  einzahlung: arrowDownCircle,
  auszahlung: arrowUpCircle,
  spontanrueckzahlung: cash,
  anpassen: options,
  fonds: trendingUp,
  gutschein: gift,
  'kfz-begutachtung': calendar,
  berater: person,
  unwetterwarnung: thunderstorm,
  bestaetigungen: ribbon,
} as const satisfies Record<ContractAction, string>;

/**
 * The contract's header card: its kind and number, its figure, how far it has come (a loan's
 * repayment, a term) and what it costs and covers, as of `now`'s day in Vienna.
 */
function ContractSummary(props: { contract: Contract; now: number }) {
  const { contract } = props;
  const today = viennaIsoDate(props.now);
  const figure = contractFigure(contract);
  const progress = summaryProgress(contract, today);
  const rows = summaryRows(contract, today);
  return (
    <section className="card contract-summary" aria-labelledby="contract-kind">
      <div className="contract-summary__head">
        <span className="summary__icon">
          <Icon icon={contractIcon(contract)} />
        </span>
        <div>
          <h2 id="contract-kind" className="contract-summary__kind">
            {contractKind(contract)}
          </h2>
          <p className="contract-number">{contract.Details.ContractIdFormatted}</p>
        </div>
      </div>
      {contractFacts(contract).map((fact) => (
        <p key={fact}>{fact}</p>
      ))}
      {figure !== null && (
        <p className="contract-summary__figure">
          <span>{figure.label}</span>
          <strong>
            <AmountText text={figure.value} />
          </strong>
        </p>
      )}
      {progress !== null && (
        <ProgressLine
          text={<AmountText text={progress.text} />}
          value={progress.value}
          max={progress.max}
        />
      )}
      {rows.length > 0 && (
        <DetailList
          rows={rows.map((row) => ({ label: row.label, value: <AmountText text={row.value} /> }))}
        />
      )}
    </section>
  );
}

/**
 * The contract's summary, what another feature shows for it (`extra`: the e-bike's tracker), and
 * the pages its kind and Features offer. The title bar names the contract (contract-route.tsx).
 */
export function OverviewPage(props: {
  contract: Contract;
  motive: Motive;
  hasChecklist: boolean;
  extra: ReactNode;
}) {
  const { contract, motive } = props;
  return (
    <>
      <ContractSummary contract={contract} now={Date.now()} />
      {props.extra}
      <h2 className="section-heading">{t.overview.actions}</h2>
      <LinkList>
        {overviewActions(contract).map((page) => (
          <LinkItem
            key={page}
            to={`/${motive}/vertrag/${contract.ContractId}/${page}`}
            title={t.overview.pages[page]}
            icon={ACTION_ICONS[page]}
          />
        ))}
        {claimTypesOf(contract).length > 0 && (
          <>
            <LinkItem
              to={`/${motive}/vertrag/${contract.ContractId}/schadensmeldung`}
              title={t.overview.claim}
              icon={alertCircle}
            />
            <LinkItem to="/services/meine-schaeden" title={t.overview.myClaims} icon={folderOpen} />
          </>
        )}
        {props.hasChecklist && (
          <LinkItem
            to={`/${motive}/kreditcheckliste`}
            title={t.overview.checklist}
            icon={checkboxOutline}
          />
        )}
      </LinkList>
    </>
  );
}
