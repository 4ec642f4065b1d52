import { claimTypesOf, type Contract, type Motive } from '@servicebereich/protocol';
import type { ReactNode } from 'react';
import { contractTexts } from '../../../text/contracts.ts';
import { contractIcon } from '../../../shell/contract-icons.ts';
import { contractFacts, contractFigure } from '../../../shell/contract-lines.ts';
import { Icon } from '../../../shell/icon.tsx';
import { contractKind } from '../contract-kind.ts';
import { overviewActions } from '../contract-pages.ts';
import { LinkItem, LinkList } from '../../../shell/link-item.tsx';
import { AmountText } from '../../../shell/hidden-amounts.tsx';

const t = contractTexts;

/**
 * The contract's summary, what another feature shows for it (`extra`: the e-bike's tracker), and
 * the pages its kind and Features offer.
 */
export function OverviewPage(props: {
  contract: Contract;
  motive: Motive;
  hasChecklist: boolean;
  extra: ReactNode;
}) {
  const { contract, motive } = props;
  const figure = contractFigure(contract);
  return (
    <>
      <section className="summary" aria-labelledby="contract-name">
        <h2 id="contract-name" className="summary__name">
          <span className="summary__icon">
            <Icon icon={contractIcon(contract)} />
          </span>
          {contract.Details.Name}
        </h2>
        <p>
          {contractKind(contract)} ·{' '}
          <span className="contract-number">{contract.Details.ContractIdFormatted}</span>
        </p>
        {contractFacts(contract).map((fact) => (
          <p key={fact}>{fact}</p>
        ))}
        {figure !== null && (
          <p className="summary__figure">
            <span>{figure.label}</span>{' '}
            <strong>
              <AmountText text={figure.value} />
            </strong>
          </p>
        )}
      </section>
      {props.extra}
      <h2 className="section-heading">{t.overview.actions}</h2>
      <LinkList>
        {overviewActions(contract).map((page) => (
          <LinkItem
            key={page}
            to={`/${motive}/vertrag/${contract.ContractId}/${page}`}
            title={t.overview.pages[page]}
          />
        ))}
        {claimTypesOf(contract).length > 0 && (
          <>
            <LinkItem
              to={`/${motive}/vertrag/${contract.ContractId}/schadensmeldung`}
              title={t.overview.claim}
            />
            <LinkItem to="/services/meine-schaeden" title={t.overview.myClaims} />
          </>
        )}
        {props.hasChecklist && (
          <LinkItem to={`/${motive}/kreditcheckliste`} title={t.overview.checklist} />
        )}
      </LinkList>
    </>
  );
}
