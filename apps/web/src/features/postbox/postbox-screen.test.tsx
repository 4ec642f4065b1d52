import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { findEmptyState } from '../../../test/empty-state.ts';
import { renderScreen } from '../../../test/render-screen.tsx';
import { PostboxScreen } from './postbox-screen.tsx';

describe('PostboxScreen', () => {
  afterEach(cleanup);

  it('says an empty postbox is empty and leads to how letters arrive', async () => {
    await renderScreen(<PostboxScreen />, {
      now: new Date(2026, 2, 18, 10, 30),
      answer: (request) =>
        request.call.fn === 'GetPostBoxEntries' ? { Status: 200, Result: [] } : undefined,
    });
    expect(await findEmptyState('Zustellung einstellen')).toEqual({
      text: 'Du hast noch keine Nachrichten in deiner Postbox.',
      to: null,
    });
    fireEvent.click(screen.getByText('Zustellung einstellen'));
    expect(document.activeElement?.textContent).toBe('Einstellungen der Postbox');
  });
});
