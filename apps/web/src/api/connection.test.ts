import { onlineManager } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createConnection, PROBE_INTERVAL_MS, type Connection } from './connection.ts';

/** A connection watched with a probe that the test answers, or not. */
function watched(): { connection: Connection; probe: ReturnType<typeof vi.fn>; reach: () => void } {
  const connection = createConnection();
  let reachable = false;
  const probe = vi.fn(() => {
    if (reachable) connection.answered();
    else connection.unanswered();
    return Promise.resolve();
  });
  connection.watch(probe);
  return {
    connection,
    probe,
    reach: () => {
      reachable = true;
    },
  };
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  onlineManager.setEventListener(() => undefined);
  onlineManager.setOnline(true);
});

describe('connection', () => {
  it('is offline from a call without answer until the probe gets one, and says so to the queries', async () => {
    const { connection, probe, reach } = watched();
    const reconnected = vi.fn();
    connection.onReconnect(reconnected);
    expect(onlineManager.isOnline()).toBe(true);

    connection.unanswered();
    expect(connection.isOnline()).toBe(false);
    expect(onlineManager.isOnline()).toBe(false);
    expect(probe).not.toHaveBeenCalled();

    await vi.advanceTimersByTimeAsync(PROBE_INTERVAL_MS);
    expect(probe).toHaveBeenCalledTimes(1);
    expect(onlineManager.isOnline()).toBe(false);

    reach();
    await vi.advanceTimersByTimeAsync(PROBE_INTERVAL_MS);
    expect(probe).toHaveBeenCalledTimes(2);
    expect(connection.isOnline()).toBe(true);
    expect(onlineManager.isOnline()).toBe(true);
    expect(reconnected).toHaveBeenCalledTimes(1);

    // Answered, nobody asks any more.
    await vi.advanceTimersByTimeAsync(PROBE_INTERVAL_MS * 3);
    expect(probe).toHaveBeenCalledTimes(2);
  });

  it('asks at once when the browser is back online, and not while it says it is offline', async () => {
    const { connection, probe, reach } = watched();
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    window.dispatchEvent(new Event('offline'));
    expect(onlineManager.isOnline()).toBe(false);
    connection.unanswered();
    await vi.advanceTimersByTimeAsync(PROBE_INTERVAL_MS * 2);
    expect(probe).not.toHaveBeenCalled();

    onLine.mockReturnValue(true);
    reach();
    window.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(0);
    expect(probe).toHaveBeenCalledTimes(1);
    expect(onlineManager.isOnline()).toBe(true);
  });

  it('takes the browser back online at its word while calls got answers', () => {
    watched();
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    window.dispatchEvent(new Event('offline'));
    expect(onlineManager.isOnline()).toBe(false);
    onLine.mockReturnValue(true);
    window.dispatchEvent(new Event('online'));
    expect(onlineManager.isOnline()).toBe(true);
  });

  it('does not ask while the page is hidden, and asks when it is shown', async () => {
    const { connection, probe } = watched();
    const hidden = vi.spyOn(document, 'hidden', 'get').mockReturnValue(true);
    connection.unanswered();
    await vi.advanceTimersByTimeAsync(PROBE_INTERVAL_MS * 2);
    expect(probe).not.toHaveBeenCalled();
    hidden.mockReturnValue(false);
    document.dispatchEvent(new Event('visibilitychange'));
    await vi.advanceTimersByTimeAsync(0);
    expect(probe).toHaveBeenCalledTimes(1);
  });
});
