import { campaignCalls, contractCalls, postboxCalls } from '@servicebereich/protocol';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { recordingDemoTransport } from '../../test/recording-transport.ts';
import { testModeApi } from '../../test/test-mode-api.ts';
import { fillFromPage } from './page-answers.ts';
import { contractsKey, postboxEntriesKey, slidersKey } from './shared-keys.ts';

describe('fillFromPage', () => {
  it("fills the first screen's queries with the page's answers that pass the catalogue's check, as just fetched", async () => {
    const api = await testModeApi(
      recordingDemoTransport(new Date('2026-11-27T09:00:00Z')).transport,
    );
    const contracts = await api.call(contractCalls.getVertraege);
    const sliders = await api.call(campaignCalls.getSliders);
    const queryClient = new QueryClient();

    fillFromPage(queryClient, {
      answers: {
        [contractCalls.getVertraege.fn]: contracts,
        [campaignCalls.getSliders.fn]: sliders,
        // Not an answer of the call: left out, so the postbox asks the server.
        [postboxCalls.getPostBoxEntries.fn]: [{ Title: 5 }],
        GetUserAddress: { vorname: 'Katharina' },
      },
    });

    expect(queryClient.getQueryData(contractsKey)).toEqual(contracts);
    expect(queryClient.getQueryData(slidersKey)).toEqual(sliders);
    expect(queryClient.getQueryState(contractsKey)?.dataUpdatedAt).toBeGreaterThan(0);
    expect(queryClient.getQueryData(postboxEntriesKey)).toBeUndefined();
    expect(queryClient.getQueryCache().getAll()).toHaveLength(2);
  });
});
