import { routePath } from '../../../routes.ts';
import { EmptyState } from '../../../shell/empty-state.tsx';
import { contractTexts } from '../../../text/contracts.ts';

/** A contract page with nothing to show: the contract's adviser is the next step. */
export function AskAdviser(props: { contractId: string; icon: string; text: string }) {
  return (
    <EmptyState
      icon={props.icon}
      text={props.text}
      action={{
        label: contractTexts.toAdviser,
        to: routePath('berater-vertrag', { contractId: props.contractId }),
      }}
    />
  );
}
