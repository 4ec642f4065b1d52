import {
  CLAIM_TYPE_LABELS,
  CLAIM_TYPES,
  type ClaimType,
  type Motive,
} from '@servicebereich/protocol';
import type { Ref } from 'react';
import { CLAIM_TYPE_ICONS } from '../../shell/contract-icons.ts';
import { LinkItem, LinkList } from '../../shell/link-item.tsx';
import { claimTexts } from '../../text/claims.ts';
import { claimFormPath } from './claim-paths.ts';

const t = claimTexts.overview;

type OverviewContract = { motive: Motive; contractId: string } | null;

/** The types as links to their forms. */
export function ClaimTypeLinks(props: {
  types: readonly ClaimType[];
  stepwise: boolean;
  contract: OverviewContract;
}) {
  return (
    <LinkList>
      {props.types.map((typ) => (
        <LinkItem
          key={typ}
          to={claimFormPath(typ, { stepwise: props.stepwise, contract: props.contract })}
          title={CLAIM_TYPE_LABELS[typ]}
          details={[claimTexts.typeHints[typ]]}
          icon={CLAIM_TYPE_ICONS[typ]}
        />
      ))}
    </LinkList>
  );
}

/** What a visitor sees: every type, and where offered the login. The page's frame draws it too. */
export function VisitorOverview(props: {
  stepwise: boolean;
  contract: OverviewContract;
  loginOffered: boolean;
  introRef?: Ref<HTMLParagraphElement>;
}) {
  return (
    <>
      <p ref={props.introRef}>{t.introVisitor}</p>
      <ClaimTypeLinks types={CLAIM_TYPES} stepwise={props.stepwise} contract={props.contract} />
      {props.loginOffered && (
        <>
          <p className="muted">{t.loginHint}</p>
          <LinkList>
            <LinkItem to="/login" title={t.login} />
          </LinkList>
        </>
      )}
    </>
  );
}
