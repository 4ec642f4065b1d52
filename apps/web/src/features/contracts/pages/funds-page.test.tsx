import { pensionCalls } from '@servicebereich/protocol';
import { cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { recordingTransport, renderContractPage } from './contract-page-harness.tsx';
import { FundsPage } from './funds-page.tsx';
import { findEmptyState } from '../../../../test/empty-state.ts';

// The test mode's FlexibleLife 2.0 contract.
const FLEXIBLE_LIFE_20 = '8109274015';

describe('FundsPage', () => {
  afterEach(cleanup);

  it('says a contract has no funds and leads to its adviser', async () => {
    const { transport } = recordingTransport((request) =>
      request.call === pensionCalls.fondsDaten20
        ? {
            Status: 200,
            Result: {
              ContractId: FLEXIBLE_LIFE_20,
              Gesamtwert: 0,
              Stichtag: '2026-03-17',
              Fonds: [],
              Verlauf: [],
            },
          }
        : undefined,
    );
    await renderContractPage(transport, FLEXIBLE_LIFE_20, (contract) => (
      <FundsPage contract={contract} />
    ));
    expect(await findEmptyState('Berater kontaktieren')).toEqual({
      text: 'Zu diesem Vertrag gibt es keine Fonds.',
      to: `/services/berater/${FLEXIBLE_LIFE_20}`,
    });
  });
});
