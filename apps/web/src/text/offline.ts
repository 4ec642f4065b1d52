/** Texts of the offline reading (beyond the spec, decision 032). */
export const offlineTexts = {
  /** Above data shown without a connection: when it was fetched, Vienna time. */
  since: (fetchedAt: string) => `Offline – Stand: ${fetchedAt}`,
  /** Above the contracts the login brought, where the app has fetched none since. */
  sinceLogin: 'Offline – Stand: letzte Anmeldung',
} as const;
