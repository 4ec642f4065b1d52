import { isMotive, type Contract, type Motive } from '@servicebereich/protocol';
import { Navigate } from 'react-router-dom';
import { Suspense, type ReactNode } from 'react';
import { ContractLabel } from '../../shell/contract-label.tsx';
import { PageShell } from '../../shell/page-shell.tsx';
import { contractTexts } from '../../text/contracts.ts';
import { routeTitles } from '../../text/routes.ts';
import { isUnknownContract, useContractDetails } from './api/get-vertrag-details.ts';
import { offersPage, type ContractPage } from './contract-pages.ts';
import { OfflineBanner } from '../../shell/offline-banner.tsx';
import { QueryState } from '../../shell/query-state.tsx';
import { FundsPage } from './pages/funds-page.tsx';
import { OverviewPage } from './pages/overview-page.tsx';
import { ButtonLink } from '../../shell/button.tsx';
import { lazyScreen } from '../../shell/lazy-screen.ts';
import { LoadingSkeleton } from '../../shell/loading-skeleton.tsx';
import { shellTexts } from '../../text/shell.ts';

// The overview comes with the route: a tap on a contract waits for nothing else. Each other page
// loads when it is opened, with the forms, calls and fields it alone uses (the fund page's code
// stays, as the overview shows its chart).
const AdjustPage = lazyScreen(() =>
  import('./pages/adjust-page.tsx').then((m) => ({ default: m.AdjustPage })),
);
const DetailsPage = lazyScreen(() =>
  import('./pages/details-page.tsx').then((m) => ({ default: m.DetailsPage })),
);
const InspectionPage = lazyScreen(() =>
  import('./pages/inspection-page.tsx').then((m) => ({ default: m.InspectionPage })),
);
const PaymentPage = lazyScreen(() =>
  import('./pages/payment-page.tsx').then((m) => ({ default: m.PaymentPage })),
);
const RepaymentPage = lazyScreen(() =>
  import('./pages/repayment-page.tsx').then((m) => ({ default: m.RepaymentPage })),
);
const SepaPage = lazyScreen(() =>
  import('./pages/sepa-page.tsx').then((m) => ({ default: m.SepaPage })),
);
const TransactionsPage = lazyScreen(() =>
  import('./pages/transactions-page.tsx').then((m) => ({ default: m.TransactionsPage })),
);
const VoucherPage = lazyScreen(() =>
  import('./pages/voucher-page.tsx').then((m) => ({ default: m.VoucherPage })),
);

export type ContractRouteProps = {
  motive: Motive;
  contractId: string;
  page: ContractPage;
  /** The contracts kept since the login: they name the contract while its details load. */
  storedContracts: readonly Contract[];
  /** A credit checklist belongs to this contract (from the login's checklists). */
  hasChecklist: boolean;
  /** The storm warning's page content, from its own feature (route-table.tsx). */
  stormWarning: (contract: Contract) => ReactNode;
  /** The current storm warnings on a home insurance's overview (the storm warning feature's). */
  currentStormWarnings: (contract: Contract) => ReactNode;
  /** The tracker card of an e-bike contract's overview (the e-bike feature's). */
  ebikeTracker: (contract: Contract) => ReactNode;
  /** The contract's adviser card with the contact form (the adviser feature's). */
  adviser: (contract: Contract) => ReactNode;
  /** Its confirmations: request one, revoke one (the confirmations feature's). */
  confirmations: (contract: Contract) => ReactNode;
};

function pageContent(
  page: ContractPage,
  contract: Contract,
  motive: Motive,
  props: Pick<
    ContractRouteProps,
    | 'hasChecklist'
    | 'stormWarning'
    | 'currentStormWarnings'
    | 'ebikeTracker'
    | 'adviser'
    | 'confirmations'
  >,
): ReactNode {
  const overviewPath = `/${motive}/vertrag/${contract.ContractId}/uebersicht`;
  switch (page) {
    case 'uebersicht':
      return (
        <OverviewPage
          contract={contract}
          motive={motive}
          hasChecklist={props.hasChecklist}
          alert={contract.Features.Unwetter === true ? props.currentStormWarnings(contract) : null}
          extra={contract.Features.EbikeTracker === true ? props.ebikeTracker(contract) : null}
        />
      );
    case 'vertragsdetails':
      return <DetailsPage contract={contract} />;
    case 'umsaetze':
      return <TransactionsPage contract={contract} overviewPath={overviewPath} />;
    case 'sepa-lastschrift':
      return <SepaPage contract={contract} overviewPath={overviewPath} />;
    case 'einzahlung':
    case 'auszahlung':
      return <PaymentPage key={page} contract={contract} mode={page} overviewPath={overviewPath} />;
    case 'spontanrueckzahlung':
      return <RepaymentPage contract={contract} overviewPath={overviewPath} />;
    case 'anpassen':
      return <AdjustPage contract={contract} overviewPath={overviewPath} />;
    case 'fonds':
      return <FundsPage contract={contract} />;
    case 'gutschein':
      return <VoucherPage contract={contract} />;
    case 'kfz-begutachtung':
      return <InspectionPage contract={contract} overviewPath={overviewPath} />;
    case 'berater':
      return props.adviser(contract);
    case 'unwetterwarnung':
      return props.stormWarning(contract);
    case 'bestaetigungen':
      return props.confirmations(contract);
  }
}

/** The motive world a contract's pages belong under: its first. */
function homeMotive(contract: Contract): Motive | null {
  return Object.keys(contract.Motives).find(isMotive) ?? null;
}

/** A contract page: loads the contract, then shows the sub-page if its kind offers it. */
export default function ContractRoute({
  motive,
  contractId,
  page,
  storedContracts,
  hasChecklist,
  stormWarning,
  currentStormWarnings,
  ebikeTracker,
  adviser,
  confirmations,
}: ContractRouteProps) {
  const details = useContractDetails(contractId);
  const overviewPath = `/${motive}/vertrag/${contractId}/uebersicht`;
  const missing = isUnknownContract(details.error);
  // The overview is named after the contract; while its details load, as the login kept it.
  const known =
    details.data ?? storedContracts.find((contract) => contract.ContractId === contractId);
  const name = known?.Details.Name;
  return (
    <PageShell
      title={page === 'uebersicht' && name !== undefined ? name : routeTitles[`vertrag-${page}`]}
      backTo={page === 'uebersicht' ? '/vertraege' : overviewPath}
      wide={page === 'uebersicht'}
    >
      <OfflineBanner query={details} />
      {/* A page below the overview says whose it is under its title. */}
      {page !== 'uebersicht' && known !== undefined && !missing && (
        <p className="page-context">
          <ContractLabel contract={known} />
        </p>
      )}
      {missing ? (
        <div className="stack">
          <p role="alert">{contractTexts.notFound}</p>
          <ButtonLink href="/vertraege">{contractTexts.toProducts}</ButtonLink>
        </div>
      ) : (
        <QueryState query={details} skeleton={page === 'uebersicht' ? 'overview' : 'rows'}>
          {(contract) =>
            !(motive in contract.Motives) && homeMotive(contract) !== null ? (
              // A link under another motive world: the contract's own, as its pages are linked.
              <Navigate
                to={`/${homeMotive(contract) ?? motive}/vertrag/${contractId}/${page}`}
                replace
              />
            ) : offersPage(contract, page) ? (
              // A page whose code is still on its way shows the shape of its rows below the title.
              <Suspense
                fallback={<LoadingSkeleton shape="rows" label={shellTexts.query.loading} />}
              >
                {pageContent(page, contract, motive, {
                  hasChecklist,
                  stormWarning,
                  currentStormWarnings,
                  ebikeTracker,
                  adviser,
                  confirmations,
                })}
              </Suspense>
            ) : (
              <div className="stack">
                <p>{contractTexts.pageNotOffered}</p>
                <ButtonLink href={overviewPath}>{contractTexts.toOverview}</ButtonLink>
              </div>
            )
          }
        </QueryState>
      )}
    </PageShell>
  );
}
