/**
 * Query keys that more than one area reads or fills: the contracts are shown by the dashboard
 * and the contracts area, and fetched by the session when it is restored.
 */
export const contractsKey = ['contracts'] as const;

/** One contract's details: its overview, and what the app keeps for reading offline. */
export function contractDetailsKey(contractId: string) {
  return [...contractsKey, contractId, 'details'] as const;
}

/**
 * The postbox messages: listed by the postbox, counted by the tab-bar badge, marked read from
 * the postbox and from the DokBox's folder 99.
 */
export const postboxEntriesKey = ['postbox', 'entries'] as const;

/** Every DokBox query starts with this key; a change (also an ImmoWert valuation) invalidates them all. */
export const dokboxKey = ['dokbox'] as const;

/** Every query of the campaign areas starts with this key. */
export const campaignsKey = ['campaigns'] as const;

/** The dashboard's sliders: shown by the campaigns' carousel, filled from the dashboard's page. */
export const slidersKey = [...campaignsKey, 'sliders'] as const;
