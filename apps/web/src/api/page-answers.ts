import { campaignCalls, contractCalls, postboxCalls } from '@servicebereich/protocol';
import type { QueryClient } from '@tanstack/react-query';
import { z } from 'zod/mini';
import type { PageSession } from './page-session.ts';
import { contractsKey, postboxEntriesKey, slidersKey } from './shared-keys.ts';

/**
 * The calls whose answers the dashboard's page carries (app-page.ts), and the queries they fill.
 * A function, not a list built at load: the login page's start, which leaves the page's answers
 * alone, would otherwise read the three calls at its start, and carry the campaigns' calls and
 * their schemas in its first script for it.
 */
function firstAnswers() {
  return [
    [contractCalls.getVertraege, contractsKey],
    [postboxCalls.getPostBoxEntries, postboxEntriesKey],
    [campaignCalls.getSliders, slidersKey],
  ] as const;
}

/**
 * Fills the first screen's queries with the answers the page carries, as if they had just been
 * fetched (decision 009): the dashboard shows at once instead of asking for them. Each answer is
 * checked against the catalogue as an answer of the API is; one that fails is left out, and its
 * screen asks the server.
 */
export function fillFromPage(queryClient: QueryClient, page: Pick<PageSession, 'answers'>): void {
  for (const [call, key] of firstAnswers()) {
    if (!(call.fn in page.answers)) continue;
    const checked = z.safeParse(call.result, page.answers[call.fn]);
    if (checked.success) queryClient.setQueryData(key, checked.data);
  }
}
