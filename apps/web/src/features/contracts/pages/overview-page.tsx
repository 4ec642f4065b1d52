import {
  claimTypesOf,
  isHouseholdContract,
  viennaIsoDate,
  type Contract,
  type Motive,
} from '@servicebereich/protocol';
import {
  alertCircle,
  arrowDownCircle,
  arrowUpCircle,
  calendar,
  card,
  cash,
  checkboxOutline,
  cube,
  documentText,
  gift,
  options,
  person,
  pulse,
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
import { KeyFigure } from '../../../shell/key-figure.tsx';
import { ProgressLine } from '../../../shell/progress-line.tsx';
import { contractKind } from '../contract-kind.ts';
import { overviewActions, type ContractAction } from '../contract-pages.ts';
import { summaryProgress, summaryRows } from '../contract-summary.ts';
import { LinkItem, LinkList } from '../../../shell/link-item.tsx';
import { AmountText } from '../../../shell/hidden-amounts.tsx';
import { FundValueCard, useFundData } from './funds-page.tsx';

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

/** The group of the overview each action is in, in the order shown; the groups in this order. */
const GROUPS = ['contract', 'payments', 'service'] as const;
type Group = (typeof GROUPS)[number];

const ACTION_GROUP = {
  vertragsdetails: 'contract',
  umsaetze: 'contract',
  fonds: 'contract',
  anpassen: 'contract',
  bestaetigungen: 'contract',
  einzahlung: 'payments',
  auszahlung: 'payments',
  spontanrueckzahlung: 'payments',
  'sepa-lastschrift': 'payments',
  berater: 'service',
  gutschein: 'service',
  'kfz-begutachtung': 'service',
  unwetterwarnung: 'service',
} as const satisfies Record<ContractAction, Group>;

type Action = { to: string; title: string; icon: string };

/** Every link of the overview by its group: the pages the contract offers, its claims, checklist. */
function actionsByGroup(contract: Contract, motive: Motive, hasChecklist: boolean) {
  const base = `/${motive}/vertrag/${contract.ContractId}`;
  const groups: Record<Group, Action[]> = { contract: [], payments: [], service: [] };
  const offered = new Set(overviewActions(contract));
  for (const page of (Object.keys(ACTION_GROUP) as ContractAction[]).filter((p) =>
    offered.has(p),
  )) {
    groups[ACTION_GROUP[page]].push({
      to: `${base}/${page}`,
      title: t.overview.pages[page],
      icon: ACTION_ICONS[page],
    });
  }
  if (hasChecklist) {
    groups.contract.push({
      to: `/${motive}/kreditcheckliste`,
      title: t.overview.checklist,
      icon: checkboxOutline,
    });
  }
  if (isHouseholdContract(contract)) {
    groups.service.push({
      to: `/services/hausrat?vertrag=${contract.ContractId}`,
      title: t.overview.inventory,
      icon: cube,
    });
  }
  // An insurance's claim comes first of its services: what a customer most often opens it for.
  if (claimTypesOf(contract).length > 0) {
    groups.service.unshift(
      { to: `${base}/schadensmeldung`, title: t.overview.claim, icon: alertCircle },
      { to: '/services/meine-schaeden', title: t.overview.myClaims, icon: pulse },
    );
  }
  return groups;
}

/**
 * The contract's header card: its kind, number and what else identifies it (a plate), its figure,
 * how far it has come (a loan's repayment, a term) and what it costs and covers, as of `now`'s
 * day in Vienna.
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
          {contractFacts(contract).map((fact) => (
            <p key={fact}>{fact}</p>
          ))}
        </div>
      </div>
      {figure !== null && <KeyFigure label={figure.label} value={figure.value} />}
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
 * A fund product's value and how it went, once its funds have come; nothing while they load or
 * when they cannot (the page "Fonds ansehen" says why).
 */
function FundHistory(props: { contract: Contract }) {
  const funds = useFundData(props.contract);
  if (funds.data === undefined || funds.data.Verlauf.length === 0) return null;
  const { Gesamtwert, Stichtag, Verlauf } = funds.data;
  return <FundValueCard total={Gesamtwert} asOf={Stichtag} points={Verlauf} />;
}

/**
 * The contract's summary, its current warnings (`alert`: the storm warning's), what another
 * feature shows for it (`extra`: the e-bike's tracker), and the pages its kind and Features offer,
 * in two columns on a wide screen. The title bar names the contract (contract-route.tsx).
 */
export function OverviewPage(props: {
  contract: Contract;
  motive: Motive;
  hasChecklist: boolean;
  alert: ReactNode;
  extra: ReactNode;
}) {
  const { contract, motive } = props;
  const groups = actionsByGroup(contract, motive, props.hasChecklist);
  // On a wide screen what the contract is stands in the first column, what to do with it in the
  // second, from its first group of actions on.
  const shownGroups = GROUPS.filter((group) => groups[group].length > 0);
  return (
    <div className="card-columns">
      <ContractSummary contract={contract} now={Date.now()} />
      {props.alert}
      {contract.Details.Produkt !== undefined && <FundHistory contract={contract} />}
      {props.extra}
      {shownGroups.map((group) => (
        <section
          key={group}
          className={group === shownGroups[0] ? 'card card-columns__second' : 'card'}
          aria-labelledby={`contract-actions-${group}`}
        >
          <h2 id={`contract-actions-${group}`} className="card__title">
            {t.overview.groups[group]}
          </h2>
          <LinkList>
            {groups[group].map((action) => (
              <LinkItem key={action.to} {...action} />
            ))}
          </LinkList>
        </section>
      ))}
    </div>
  );
}
