import { CLAIM_TYPES, type ClaimType, type Contract, type Motive } from '@servicebereich/protocol';
import { CLAIM_ONLY_MODE } from '../../app-config.ts';
import { useReporter } from './api/get-user-address.ts';
import type { ItemSource } from './claim-fields.tsx';
import { ClaimFormScreen } from './claim-form-screen.tsx';
import { ClaimsOverviewScreen } from './claims-overview-screen.tsx';
import { CLAIM_PATHS } from './claim-paths.ts';
import { MyClaimsScreen } from './my-claims-screen.tsx';

export type ClaimsRouteProps = {
  /** The route's name: `schadensmeldung…`, `vertrag-schadensmeldung…` or `meine-schaeden`. */
  name: string;
  title: string;
  motive: Motive | null;
  contractId: string | null;
  loggedIn: boolean;
  contracts: readonly Contract[];
  /** Where a logged-in customer's damaged items can be taken from (the household inventory). */
  itemSource?: ItemSource | undefined;
};

const TYPE_SET: ReadonlySet<string> = new Set(CLAIM_TYPES);

function isClaimType(value: string): value is ClaimType {
  return TYPE_SET.has(value);
}

/** Reads a claim route's name: which type (none for an overview) and which variant. */
export function parseClaimRoute(name: string): {
  typ: ClaimType | null;
  stepwise: boolean;
  contractBound: boolean;
} {
  const contractBound = name.startsWith('vertrag-');
  const rest = name.replace(/^vertrag-/, '').replace(/^schadensmeldung-?/, '');
  const stepwise = rest === 'neu' || rest.endsWith('-neu');
  const typ = rest.replace(/-?neu$/, '');
  return { typ: isClaimType(typ) ? typ : null, stepwise, contractBound };
}

/** The screen of every claim route. */
export default function ClaimsRoute(props: ClaimsRouteProps) {
  const { typ, stepwise, contractBound } = parseClaimRoute(props.name);
  const reporter = useReporter(props.loggedIn && typ !== null);
  if (props.name === 'meine-schaeden') return <MyClaimsScreen title={props.title} />;
  const contract =
    contractBound && props.motive !== null && props.contractId !== null
      ? { motive: props.motive, contractId: props.contractId }
      : null;
  if (typ === null) {
    return (
      <ClaimsOverviewScreen
        title={props.title}
        stepwise={stepwise}
        loggedIn={props.loggedIn}
        contracts={props.contracts}
        contract={contract}
        loginOffered={!CLAIM_ONLY_MODE}
      />
    );
  }
  const overview =
    contract === null
      ? stepwise
        ? CLAIM_PATHS.overviewNew
        : CLAIM_PATHS.overview
      : `/${contract.motive}/vertrag/${contract.contractId}/schadensmeldung`;
  return (
    <ClaimFormScreen
      typ={typ}
      stepwise={stepwise}
      title={props.title}
      backTo={overview}
      visitor={!props.loggedIn}
      contractId={props.contractId}
      contracts={props.contracts}
      reporter={props.loggedIn && reporter.isPending ? 'loading' : (reporter.data ?? null)}
      itemSource={props.loggedIn ? props.itemSource : undefined}
    />
  );
}
