import { campaignsKey } from '../../../api/shared-keys.ts';

/** A visitor's my21 and a customer's are not the same answer. */
export function my21Key(loggedIn: boolean) {
  return [...campaignsKey, 'my21', loggedIn ? 'customer' : 'visitor'] as const;
}
