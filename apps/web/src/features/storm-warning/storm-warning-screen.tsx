import type { Contract } from '@servicebereich/protocol';
import { thunderstorm } from 'ionicons/icons';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { contractIcon } from '../../shell/contract-icons.ts';
import { ContractLabel } from '../../shell/contract-label.tsx';
import { EmptyState } from '../../shell/empty-state.tsx';
import { LinkItem, LinkList } from '../../shell/link-item.tsx';
import { PageShell } from '../../shell/page-shell.tsx';
import { replacingAs } from '../../shell/page-stack.tsx';
import { stormWarningTexts } from '../../text/storm-warning.ts';
import { useStormStatus } from './api/get-storm-status.ts';
import { STORM_WARNING_STEPS, StormWarningPanel } from './storm-warning-panel.tsx';
import { Button } from '../../shell/button.tsx';

const t = stormWarningTexts;
const PICKER_PATH = '/services/unwetterwarnung';

function offersStormWarning(contract: Contract): boolean {
  return contract.Features.Unwetter === true;
}

/** Without a contract: the customer's contracts with the storm warning to choose from. */
function ContractPicker(props: { contracts: readonly Contract[] }) {
  const offered = props.contracts.filter(offersStormWarning);
  return (
    <PageShell title={t.title} backTo="/services">
      <p>{t.intro}</p>
      {offered.length === 0 ? (
        <EmptyState
          icon={thunderstorm}
          text={t.picker.none}
          action={{ label: t.picker.toAdvisers, to: '/services/berater' }}
        />
      ) : (
        <section aria-labelledby="storm-picker-heading">
          <h2 id="storm-picker-heading">{t.picker.heading}</h2>
          <p>{t.picker.intro}</p>
          <LinkList>
            {offered.map((contract) => (
              <LinkItem
                key={contract.ContractId}
                to={`${PICKER_PATH}/${contract.ContractId}`}
                title={contract.Details.Name}
                details={[contract.Details.ContractIdFormatted]}
                icon={contractIcon(contract)}
              />
            ))}
          </LinkList>
        </section>
      )}
    </PageShell>
  );
}

/** The contract's name and number above its storm warning. */
function ContractLine(props: { contract: Contract | undefined }) {
  if (props.contract === undefined) return null;
  return (
    <p className="muted">
      <ContractLabel contract={props.contract} />
    </p>
  );
}

/** The step-by-step setup of `/services/unwetterwarnung-neu/{contractId}`. */
function StepwiseSetup(props: { contractId: string; contract: Contract | undefined }) {
  const [index, setIndex] = useState(0);
  const navigate = useNavigate();
  const status = useStormStatus(props.contractId);
  const step = STORM_WARNING_STEPS[index] ?? 'overview';
  const last = index === STORM_WARNING_STEPS.length - 1;
  const blocked = step === 'postcodes' && (status.data?.PLZ.length ?? 0) === 0;
  return (
    <PageShell
      title={t.title}
      backTo={PICKER_PATH}
      step={{ step: index + 1, count: STORM_WARNING_STEPS.length }}
      {...(index > 0
        ? {
            onStepBack: () => {
              setIndex(index - 1);
            },
          }
        : {})}
    >
      <ContractLine contract={props.contract} />
      <StormWarningPanel contractId={props.contractId} only={step} />
      {status.data !== undefined && (
        <div className="stack">
          {blocked && <p className="muted">{t.steps.needPostcode}</p>}
          <Button
            expand="block"
            disabled={blocked}
            onClick={() => {
              if (last) navigate(`${PICKER_PATH}/${props.contractId}`, replacingAs('forward'));
              else setIndex(index + 1);
            }}
          >
            {last ? t.steps.finish : t.steps.next}
          </Button>
        </div>
      )}
    </PageShell>
  );
}

/**
 * `/services/unwetterwarnung/{contractId?}` and its step-by-step variant `-neu`: without a
 * contract the choice among those with Features.Unwetter, else that contract's storm warning.
 */
export function StormWarningScreen(props: {
  contractId: string | null;
  contracts: readonly Contract[];
  stepwise: boolean;
}) {
  const { contractId } = props;
  if (contractId === null) return <ContractPicker contracts={props.contracts} />;
  const contract = props.contracts.find((c) => c.ContractId === contractId);
  if (props.stepwise) return <StepwiseSetup contractId={contractId} contract={contract} />;
  return (
    <PageShell title={t.title} backTo={PICKER_PATH}>
      <ContractLine contract={contract} />
      <StormWarningPanel contractId={contractId} />
    </PageShell>
  );
}
