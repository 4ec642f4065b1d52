import { fileTrayOutline } from 'ionicons/icons';
import { EmptyState } from '../../shell/empty-state.tsx';
import { contractTexts } from '../../text/contracts.ts';

/** A customer without contracts (the products list and the dashboard): the advisers are next. */
export function NoContracts() {
  return (
    <EmptyState
      icon={fileTrayOutline}
      text={contractTexts.list.empty}
      action={{ label: contractTexts.list.emptyAction, to: '/services/berater' }}
    />
  );
}
