import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { findEmptyState } from '../../../test/empty-state.ts';
import { recordingDemoTransport } from '../../../test/recording-transport.ts';
import { renderScreen } from '../../../test/render-screen.tsx';
import { PostboxScreen } from './postbox-screen.tsx';

describe('PostboxScreen', () => {
  afterEach(cleanup);

  it('says an empty postbox is empty and leads to how letters arrive', async () => {
    const { transport } = recordingDemoTransport(new Date(2026, 2, 18, 10, 30), (request) =>
      request.call.fn === 'GetPostBoxEntries' ? { Status: 200, Result: [] } : undefined,
    );
    await renderScreen(<PostboxScreen />, transport);
    expect(await findEmptyState('Zustellung einstellen')).toEqual({
      text: 'Du hast noch keine Nachrichten in deiner Postbox.',
      to: null,
    });
    fireEvent.click(screen.getByText('Zustellung einstellen'));
    expect(document.activeElement?.textContent).toBe('Einstellungen der Postbox');
  });
});
