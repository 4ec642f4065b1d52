import { fileTrayOutline } from 'ionicons/icons';
import { contractListTexts } from '../text/contract-list.ts';
import { EmptyState } from './empty-state.tsx';

/** A customer without contracts (the products list and the dashboard): the advisers are next. */
export function NoContracts() {
  return (
    <EmptyState
      icon={fileTrayOutline}
      text={contractListTexts.empty}
      action={{ label: contractListTexts.emptyAction, to: '/services/berater' }}
    />
  );
}
