import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readStored } from '../../native/storage.ts';
import { analytics } from '../../shell/analytics.ts';
import { AnalyticsPrompt } from '../../shell/analytics-prompt.tsx';
import { AnalyticsSection } from './analytics-section.tsx';

const switchOf = () =>
  screen.getByRole<HTMLInputElement>('switch', { name: /Nutzung zählen lassen/ });

describe('the usage analytics question and setting', () => {
  afterEach(cleanup);

  it('asks once on a new device, and the settings change the answer any time', async () => {
    localStorage.clear();
    const sender = vi.fn(() => Promise.resolve(true));
    analytics.start(() => Promise.resolve(sender));
    render(<AnalyticsPrompt aboveTabBar={false} />);
    const prompt = await screen.findByRole('region', { name: 'Nutzungsstatistik' });
    // Both answers are offered alike.
    const buttons = within(prompt).getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual(['Ablehnen', 'Zustimmen']);
    expect(new Set(buttons.map((button) => button.className))).toHaveProperty('size', 1);

    fireEvent.click(within(prompt).getByText('Ablehnen'));
    expect(screen.queryByRole('region', { name: 'Nutzungsstatistik' })).toBeNull();
    expect(await readStored('analytics')).toBe('denied');
    cleanup();

    render(<AnalyticsSection />);
    expect(switchOf().checked).toBe(false);
    fireEvent.click(switchOf());
    expect(switchOf().checked).toBe(true);
    expect(await readStored('analytics')).toBe('granted');
    fireEvent.click(switchOf());
    expect(await readStored('analytics')).toBe('denied');
    expect(sender).not.toHaveBeenCalled();
  });
});
