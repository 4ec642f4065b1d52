import {
  CLAIM_TYPES,
  claimTypesOf,
  type ClaimType,
  type Contract,
  type Motive,
} from '@servicebereich/protocol';
import { chatbubbles, pulse } from 'ionicons/icons';
import { useRef } from 'react';
import { ContractLabel } from '../../shell/contract-label.tsx';
import { EmptyState } from '../../shell/empty-state.tsx';
import { useFrameRelease } from '../../shell/frame-handover.ts';
import { LinkItem, LinkList } from '../../shell/link-item.tsx';
import { PageShell } from '../../shell/page-shell.tsx';
import { claimTexts } from '../../text/claims.ts';
import { CLAIM_PATHS } from './claim-paths.ts';
import { ClaimTypeLinks, VisitorOverview } from './claims-overview-content.tsx';

const t = claimTexts.overview;

export type ClaimsOverviewProps = {
  title: string;
  /** The new overview leads to the step-by-step forms. */
  stepwise: boolean;
  loggedIn: boolean;
  /** The customer's contracts (none for a visitor). */
  contracts: readonly Contract[];
  /** The contract of a contract's claim route. */
  contract: { motive: Motive; contractId: string } | null;
  /** A visitor may log in instead (not in the claim-only build, which has no login). */
  loginOffered: boolean;
};

/** The claim types the customer's contracts allow, in the protocol's order. */
export function offeredTypes(contracts: readonly Contract[]): ClaimType[] {
  const allowed = new Set(contracts.flatMap(claimTypesOf));
  return CLAIM_TYPES.filter((typ) => allowed.has(typ));
}

/**
 * Which claim to report: a customer sees the types their contracts (or the one contract of the
 * route) allow, a visitor every type.
 */
export function ClaimsOverviewScreen(props: ClaimsOverviewProps) {
  const { contract } = props;
  // A visitor's page painted the overview before the app started; it goes once this is shown.
  const intro = useRef<HTMLParagraphElement>(null);
  useFrameRelease(intro);
  const backTo =
    contract === null ? '/dashboard' : `/${contract.motive}/vertrag/${contract.contractId}`;
  const own = props.contracts.find((c) => c.ContractId === contract?.contractId);
  if (props.loggedIn && contract !== null && own === undefined) {
    return (
      <PageShell title={props.title} backTo={backTo}>
        <p role="alert">{t.contractNotFound}</p>
      </PageShell>
    );
  }
  if (!props.loggedIn) {
    return (
      <PageShell title={props.title} backTo={backTo}>
        <VisitorOverview
          stepwise={props.stepwise}
          contract={contract}
          loginOffered={props.loginOffered}
          introRef={intro}
        />
      </PageShell>
    );
  }
  const types = offeredTypes(own === undefined ? props.contracts : [own]);
  return (
    <PageShell title={props.title} backTo={backTo}>
      {own !== undefined && (
        <p className="summary">
          {t.forContract} <ContractLabel contract={own} />
        </p>
      )}
      {types.length === 0 ? (
        // Nothing to report here: the adviser, who can take the claim, is the way on.
        <EmptyState
          icon={chatbubbles}
          text={t.none}
          action={{
            label: t.toAdviser,
            to: own === undefined ? '/services/berater' : `/services/berater/${own.ContractId}`,
          }}
        />
      ) : (
        <>
          <p>{t.intro}</p>
          <div className="card">
            <ClaimTypeLinks types={types} stepwise={props.stepwise} contract={contract} />
          </div>
        </>
      )}
      {/* The claims reported before, apart from the new one's types; the row names itself. */}
      <div className="card">
        <LinkList>
          <LinkItem
            to={CLAIM_PATHS.myClaims}
            title={t.myClaims}
            details={[t.myClaimsHint]}
            icon={pulse}
          />
        </LinkList>
      </div>
    </PageShell>
  );
}
