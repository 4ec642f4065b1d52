/** Texts of the offline reading (beyond the spec, decision 032). */
export const offlineTexts = {
  /** Above data shown without a connection: when it was fetched, Vienna time. */
  since: (fetchedAt: string) => `Offline – Stand: ${fetchedAt}`,
} as const;
