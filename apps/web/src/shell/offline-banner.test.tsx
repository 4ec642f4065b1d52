import type { UseQueryResult } from '@tanstack/react-query';
import { onlineManager } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiCallError } from '../api/api-error.ts';
import { networkFailure, requestFailure } from '../api/error-catalogue.ts';
import { OfflineBanner, offlineSince } from './offline-banner.tsx';

// 27 November 2026, 06:05 UTC: 07:05 in Vienna (CET).
const FETCHED_AT = Date.UTC(2026, 10, 27, 6, 5);

function query(overrides: Partial<UseQueryResult>): UseQueryResult {
  return {
    data: ['Bausparvertrag'],
    dataUpdatedAt: FETCHED_AT,
    error: null,
    ...overrides,
  } as UseQueryResult;
}

afterEach(() => {
  cleanup();
  onlineManager.setOnline(true);
});

describe('OfflineBanner', () => {
  it('says since when the data is, Vienna time, in the spelling of the issue', () => {
    expect(offlineSince(FETCHED_AT)).toBe('Offline – Stand: 27.11.2026 07:05');
    // Summer time: 12:30 UTC is 14:30 in Vienna.
    expect(offlineSince(Date.UTC(2026, 6, 1, 12, 30))).toBe('Offline – Stand: 01.07.2026 14:30');
  });

  it('shows while the device is offline, and goes when it is back online', () => {
    onlineManager.setOnline(false);
    render(<OfflineBanner query={query({})} />);
    expect(screen.getByRole('status').textContent).toBe('Offline – Stand: 27.11.2026 07:05');
    act(() => {
      onlineManager.setOnline(true);
    });
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('shows online when the refresh got no answer, not when the server answered a failure', () => {
    const noAnswer = new ApiCallError('getVertraege', networkFailure);
    const { rerender } = render(<OfflineBanner query={query({ error: noAnswer })} />);
    expect(screen.getByRole('status').textContent).toBe('Offline – Stand: 27.11.2026 07:05');
    rerender(
      <OfflineBanner query={query({ error: new ApiCallError('getVertraege', requestFailure) })} />,
    );
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('names the login as the time of the contracts it brought', () => {
    onlineManager.setOnline(false);
    render(<OfflineBanner query={query({ dataUpdatedAt: 0 })} />);
    expect(screen.getByRole('status').textContent).toBe('Offline – Stand: letzte Anmeldung');
  });

  it('shows nothing without data', () => {
    onlineManager.setOnline(false);
    render(<OfflineBanner query={query({ data: undefined })} />);
    expect(screen.queryByRole('status')).toBeNull();
  });
});
