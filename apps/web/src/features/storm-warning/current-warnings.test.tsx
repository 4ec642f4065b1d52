import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiProvider } from '../../api/api-context.tsx';
import { createQueryClient } from '../../api/query-client.ts';
import type { TransportRequest } from '../../api/transport.ts';
import { recordingDemoTransport } from '../../../test/recording-transport.ts';
import { testModeApi } from '../../../test/test-mode-api.ts';
import { stormWarningsKey } from './api/get-storm-warnings.ts';
import { CurrentStormWarnings } from './current-warnings.tsx';
import { showApiError } from '../../shell/show-api-error.ts';

// Against the test mode: the home contract has a current storm warning and one of two days ago.

const NOW = new Date(Date.UTC(2026, 10, 20, 9, 30));
const HOME = '7401937582';
const TO = `/wohnen/vertrag/${HOME}/unwetterwarnung`;

async function renderWarnings(
  answer?: (request: TransportRequest) => Record<string, unknown> | undefined,
) {
  const { transport } = recordingDemoTransport(NOW, answer);
  const api = await testModeApi(transport);
  const queryClient = createQueryClient({ onError: showApiError });
  render(
    <ApiProvider client={api} queryClient={queryClient}>
      <MemoryRouter>
        <CurrentStormWarnings contractId={HOME} to={TO} />
      </MemoryRouter>
    </ApiProvider>,
  );
  return queryClient;
}

describe('CurrentStormWarnings', () => {
  afterEach(cleanup);

  it('shows the current warning in brief, with the way to what to do, and not the past one', async () => {
    await renderWarnings();
    const card = await screen.findByRole('region', { name: 'Aktuelle Unwetterwarnung' });
    const warning = within(card).getByRole('article', {
      name: 'Föhnsturm mit Böen bis 100 km/h im Salzburger Becken',
    });
    expect(within(warning).getByRole('heading', { level: 3 })).toBeTruthy();
    expect(within(warning).getByText('Warnstufe Orange · Sturm')).toBeTruthy();
    expect(within(warning).getByText('Für 5020, 5071')).toBeTruthy();
    expect(within(warning).queryByText('Was du tun kannst')).toBeNull();
    expect(within(card).queryByText('Einzelne Gewitter mit Starkregen')).toBeNull();
    expect(
      within(card)
        .getByRole('link', { name: 'Details und was du tun kannst' })
        .getAttribute('href'),
    ).toBe(TO);
  });

  it('shows nothing where no warning is current', async () => {
    const queryClient = await renderWarnings((request) =>
      request.call.fn === 'UnwetterGetWarnings'
        ? { Status: 200, Errors: [], Result: { Warnungen: [] } }
        : undefined,
    );
    // The answer has come and left the card out.
    await expect
      .poll(() => queryClient.getQueryCache().find({ queryKey: stormWarningsKey(HOME) })?.state)
      .toMatchObject({ status: 'success' });
    expect(screen.queryByRole('region')).toBeNull();
  });
});
