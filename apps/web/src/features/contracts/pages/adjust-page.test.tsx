import { type Contract, pensionCalls, contractCalls } from '@servicebereich/protocol';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiProvider } from '../../../api/api-context.tsx';
import { createQueryClient } from '../../../api/query-client.ts';
import type { Transport } from '../../../api/transport.ts';
import { createDemoTransport } from '../../../demo/demo-transport.ts';
import { AlertHost } from '../../../shell/notification-hosts.tsx';
import { showApiError } from '../../../shell/show-api-error.ts';
import { AdjustPage } from './adjust-page.tsx';
import { recordingTransport, renderContractPage } from './contract-page-harness.tsx';
import { testModeApi } from '../../../../test/test-mode-api.ts';
import { findEmptyState } from '../../../../test/empty-state.ts';

// The test mode's FlexibleLife contract, against the test mode's data.
const FLEXIBLE_LIFE = '8104629370';

/** The test mode's answers, except that ChangeFlexibleLife answers with the given Errors. */
function answeringChangeWith(errors: Record<string, string>): Transport {
  const demo = createDemoTransport(new Date(2026, 2, 18, 10, 30));
  return {
    ...demo,
    send: (request) =>
      request.call === pensionCalls.changeFlexibleLife
        ? Promise.resolve({ httpStatus: 400, body: { Status: 400, Errors: errors } })
        : demo.send(request),
  };
}

async function renderAdjust(transport: Transport): Promise<void> {
  const api = await testModeApi(transport);
  const contract: Contract = await api.call(contractCalls.getVertragDetails, {
    vertragsnummer: FLEXIBLE_LIFE,
  });
  render(
    <ApiProvider client={api} queryClient={createQueryClient({ onError: showApiError })}>
      <MemoryRouter>
        <AdjustPage contract={contract} />
        <AlertHost />
      </MemoryRouter>
    </ApiProvider>,
  );
}

async function submitChange(): Promise<void> {
  const form = (await screen.findByText('Prämie ändern')).closest('form');
  act(() => {
    fireEvent.submit(form as HTMLFormElement);
  });
}

describe('AdjustPage', () => {
  afterEach(cleanup);

  it('shows the pension values of a FlexibleLife with its change form', async () => {
    await renderAdjust(createDemoTransport(new Date(2026, 2, 18, 10, 30)));
    expect(await screen.findByText('Rückkaufswert')).toBeTruthy();
    expect(await screen.findByText('Summe: 100 %')).toBeTruthy();
  });

  it('shows a risiko answer as a notice, not as an error alert', async () => {
    const message = 'Zum neuen Risikoschutz meldet sich deine Beraterin bei dir.';
    await renderAdjust(answeringChangeWith({ risiko: message }));
    await submitChange();
    expect((await screen.findByRole('status')).textContent).toBe(message);
    expect(screen.queryByRole('alertdialog', { hidden: true })).toBeNull();
  });

  it('shows any other answer through the error path', async () => {
    await renderAdjust(answeringChangeWith({ risiko: 'Hinweis', general: 'Das ging nicht.' }));
    await submitChange();
    const alert = await screen.findByRole('alertdialog', { hidden: true });
    expect(alert.textContent).toContain('Das ging nicht.');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('says a contract has no pension data and leads to its adviser', async () => {
    const { transport } = recordingTransport((request) =>
      request.call === pensionCalls.getVorsorge
        ? {
            Status: 400,
            Errors: { vertragsnummer: 'Zu diesem Vertrag gibt es keine Vorsorgedaten.' },
          }
        : undefined,
    );
    await renderContractPage(transport, FLEXIBLE_LIFE, (contract) => (
      <AdjustPage contract={contract} />
    ));
    expect(await findEmptyState('Berater kontaktieren')).toEqual({
      text: 'Zu diesem Vertrag gibt es keine Vorsorgedaten.',
      to: `/services/berater/${FLEXIBLE_LIFE}`,
    });
  });
});
