/** Every query of the campaign areas starts with this key. */
export const campaignsKey = ['campaigns'] as const;

/** A visitor's my21 and a customer's are not the same answer. */
export function my21Key(loggedIn: boolean) {
  return [...campaignsKey, 'my21', loggedIn ? 'customer' : 'visitor'] as const;
}
