import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createLoadingIndicator,
  createLoadingStore,
  useLoading,
  type IndicatorPhase,
  type LoadingMode,
} from './loading.ts';

describe('createLoadingStore', () => {
  it('is active while at least one request runs', () => {
    const store = createLoadingStore();
    expect(store.getSnapshot()).toEqual({ active: false, mode: 'default' });
    const endFirst = store.begin('default');
    const endSecond = store.begin('default');
    endFirst();
    expect(store.getSnapshot().active).toBe(true);
    endSecond();
    expect(store.getSnapshot()).toEqual({ active: false, mode: 'default' });
  });

  it('is in login mode while a login runs', () => {
    const store = createLoadingStore();
    const endOther = store.begin('default');
    const endLogin = store.begin('login');
    expect(store.getSnapshot()).toEqual({ active: true, mode: 'login' });
    endLogin();
    expect(store.getSnapshot()).toEqual({ active: true, mode: 'default' });
    endOther();
  });

  it('counts an ended request once, however often it is ended', () => {
    const store = createLoadingStore();
    const endFirst = store.begin('default');
    const endSecond = store.begin('default');
    endFirst();
    endFirst();
    expect(store.getSnapshot().active).toBe(true);
    endSecond();
  });

  it('notifies only on a change and keeps the snapshot object while nothing changed', () => {
    const store = createLoadingStore();
    const listener = vi.fn();
    store.subscribe(listener);
    const endFirst = store.begin('default');
    const snapshot = store.getSnapshot();
    const endSecond = store.begin('default');
    expect(store.getSnapshot()).toBe(snapshot);
    endFirst();
    endSecond();
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('feeds useLoading', () => {
    const store = createLoadingStore();
    const { result } = renderHook(() => useLoading(store));
    expect(result.current.active).toBe(false);
    let end = () => undefined as unknown;
    act(() => {
      end = store.begin('login');
    });
    expect(result.current).toEqual({ active: true, mode: 'login' });
    act(() => {
      end();
    });
    expect(result.current.active).toBe(false);
  });
});

describe('createLoadingIndicator', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  function setup() {
    const store = createLoadingStore();
    const indicator = createLoadingIndicator();
    const disconnect = indicator.connect(store);
    const phase = (): IndicatorPhase => indicator.getSnapshot().phase;
    const begin = (mode: LoadingMode = 'default') => store.begin(mode);
    return { indicator, disconnect, phase, begin };
  }

  it('shows while requests run and dismisses when the counter returns to 0', () => {
    const { indicator, phase, begin } = setup();
    expect(phase()).toBe('hidden');
    const end = begin();
    expect(indicator.getSnapshot()).toEqual({ phase: 'shown', mode: 'default' });
    end();
    expect(phase()).toBe('dismissing');
    indicator.dismissed();
    expect(phase()).toBe('hidden');
  });

  it('settles a dismissal after 3 s when the indicator does not report its end', () => {
    const { phase, begin } = setup();
    begin()();
    vi.advanceTimersByTime(2_999);
    expect(phase()).toBe('dismissing');
    vi.advanceTimersByTime(1);
    expect(phase()).toBe('hidden');
  });

  it('dismisses itself after 20 s even while a request still runs', () => {
    const { phase, begin } = setup();
    const end = begin();
    vi.advanceTimersByTime(19_999);
    expect(phase()).toBe('shown');
    vi.advanceTimersByTime(1);
    expect(phase()).toBe('dismissing');
    vi.advanceTimersByTime(3_000);
    expect(phase()).toBe('hidden');
    end();
    expect(phase()).toBe('hidden');
  });

  it('stays 60 s during a login', () => {
    const { indicator, phase, begin } = setup();
    begin('login');
    expect(indicator.getSnapshot().mode).toBe('login');
    vi.advanceTimersByTime(59_999);
    expect(phase()).toBe('shown');
    vi.advanceTimersByTime(1);
    expect(phase()).toBe('dismissing');
  });

  it('starts a login’s 60 s when the login joins a running request', () => {
    const { indicator, phase, begin } = setup();
    begin();
    vi.advanceTimersByTime(10_000);
    begin('login');
    expect(indicator.getSnapshot()).toEqual({ phase: 'shown', mode: 'login' });
    vi.advanceTimersByTime(59_999);
    expect(phase()).toBe('shown');
    vi.advanceTimersByTime(1);
    expect(phase()).toBe('dismissing');
  });

  it('shows again with a fresh duration when requests start while it is closing', () => {
    const { phase, begin } = setup();
    begin()();
    vi.advanceTimersByTime(1_000);
    begin();
    expect(phase()).toBe('shown');
    // The dismissal fallback of the previous round no longer applies.
    vi.advanceTimersByTime(19_999);
    expect(phase()).toBe('shown');
    vi.advanceTimersByTime(1);
    expect(phase()).toBe('dismissing');
  });

  it('ignores a late end report', () => {
    const { indicator, phase, begin } = setup();
    begin();
    indicator.dismissed();
    expect(phase()).toBe('shown');
  });

  it('notifies its subscribers of each change', () => {
    const { indicator, begin } = setup();
    const listener = vi.fn();
    indicator.subscribe(listener);
    begin()();
    vi.advanceTimersByTime(3_000);
    expect(listener).toHaveBeenCalledTimes(3);
  });

  it('stops following the store and its timers when disconnected', () => {
    const { disconnect, phase, begin } = setup();
    begin();
    disconnect();
    expect(phase()).toBe('hidden');
    expect(vi.getTimerCount()).toBe(0);
    begin();
    expect(phase()).toBe('hidden');
  });

  it('starts shown when connected while requests already run', () => {
    const store = createLoadingStore();
    store.begin('login');
    const indicator = createLoadingIndicator();
    indicator.connect(store);
    expect(indicator.getSnapshot()).toEqual({ phase: 'shown', mode: 'login' });
  });
});
