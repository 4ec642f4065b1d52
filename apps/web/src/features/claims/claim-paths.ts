import type { ClaimType, Motive } from '@servicebereich/protocol';

/** The types with a step-by-step (`-neu`) variant and a contract-bound route of their own. */
const ROUTED_TYPES: ReadonlySet<ClaimType> = new Set([
  'kfz',
  'haushalt',
  'sachversicherung',
  'rechtsschutz',
]);

export const CLAIM_PATHS = {
  overview: '/services/schadensmeldung',
  overviewNew: '/services/schadensmeldung-neu',
  myClaims: '/services/meine-schaeden',
} as const;

/**
 * Where a claim type's form is: under the contract's own claim route when the overview belongs
 * to a contract, the `-neu` variant from the new overview.
 */
export function claimFormPath(
  typ: ClaimType,
  options: { stepwise: boolean; contract: { motive: Motive; contractId: string } | null },
): string {
  const { contract } = options;
  if (contract !== null && ROUTED_TYPES.has(typ)) {
    return `/${contract.motive}/vertrag/${contract.contractId}/schadensmeldung/${typ}`;
  }
  const variant = options.stepwise && ROUTED_TYPES.has(typ) ? `${typ}-neu` : typ;
  const id = contract === null ? '' : `/${contract.contractId}`;
  return `${CLAIM_PATHS.overview}/${variant}${id}`;
}
