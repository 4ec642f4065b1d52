import { MOTIVES, type Contract } from '@servicebereich/protocol';
import { contractsByMotive, motivesOf } from '../../shell/contracts-by-motive.ts';
import { PageShell } from '../../shell/page-shell.tsx';
import { contractTexts } from '../../text/contracts.ts';
import { routeTitles } from '../../text/routes.ts';
import { useContracts } from './api/get-vertraege.ts';
import { contractIcon, MOTIVE_ICONS } from '../../shell/contract-icons.ts';
import { contractLines } from '../../shell/contract-lines.ts';
import { Icon } from '../../shell/icon.tsx';
import { NoContracts } from '../../shell/no-contracts.tsx';
import { QueryState } from '../../shell/query-state.tsx';
import { LinkItem, LinkList } from '../../shell/link-item.tsx';
import { OfflineBanner } from '../../shell/offline-banner.tsx';

const t = contractTexts.list;

export function ContractList(props: { contracts: readonly Contract[] }) {
  const groups = contractsByMotive(props.contracts);
  if (groups.length === 0) return <NoContracts />;
  return (
    <>
      <p>{t.intro}</p>
      <div className="card-columns">
        {groups.map(({ motive, contracts }) => (
          <section key={motive} className="card" aria-labelledby={`products-${motive}`}>
            <h2 id={`products-${motive}`} className="card__title card__title--icon">
              <Icon icon={MOTIVE_ICONS[motive]} />
              {MOTIVES[motive].title}
            </h2>
            <p className="card__subtitle">{MOTIVES[motive].motiveName}</p>
            <LinkList>
              {contracts.map((contract) => {
                // In several worlds, the contract is listed in the first and tagged with the others.
                const others = motivesOf(contract).filter((world) => world !== motive);
                return (
                  <LinkItem
                    key={contract.ContractId}
                    to={`/${motive}/vertrag/${contract.ContractId}/uebersicht`}
                    title={contract.Details.Name}
                    details={contractLines(contract)}
                    tags={
                      others.length === 0 ? [] : [t.alsoIn(others.map((w) => MOTIVES[w].title))]
                    }
                    icon={contractIcon(contract)}
                  />
                );
              })}
            </LinkList>
          </section>
        ))}
      </div>
    </>
  );
}

/**
 * Produkte: the customer's contracts by motive world, fresh from the server; on a wide screen the
 * worlds in two columns.
 */
export default function ContractsScreen(props: { storedContracts: readonly Contract[] }) {
  const contracts = useContracts();
  return (
    <PageShell title={routeTitles.vertraege} backTo={false} wide>
      {contracts.data === undefined && props.storedContracts.length > 0 ? (
        <>
          <OfflineBanner
            query={{ data: props.storedContracts, dataUpdatedAt: 0, error: contracts.error }}
          />
          <ContractList contracts={props.storedContracts} />
        </>
      ) : (
        <>
          <OfflineBanner query={contracts} />
          <QueryState query={contracts} skeleton="cards">
            {(data) => <ContractList contracts={data} />}
          </QueryState>
        </>
      )}
    </PageShell>
  );
}
