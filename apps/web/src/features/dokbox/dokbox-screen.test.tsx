import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { findEmptyState } from '../../../test/empty-state.ts';
import { renderScreen } from '../../../test/render-screen.tsx';
import { DokboxScreen } from './dokbox-screen.tsx';

describe('DokboxScreen', () => {
  afterEach(cleanup);

  it('says an empty DokBox is empty and opens the form for the first file', async () => {
    await renderScreen(<DokboxScreen />, {
      now: new Date(2026, 2, 18, 10, 30),
      answer: (request) =>
        request.call.fn === 'GetDokboxFiles'
          ? { Status: 200, Result: { groups: [], total: 0 } }
          : undefined,
    });
    expect(await findEmptyState('Erste Datei ablegen')).toEqual({
      text: 'Hier sind noch keine Dateien. Lege deine ersten Fotos oder Dokumente ab.',
      to: null,
    });
    fireEvent.click(screen.getByText('Erste Datei ablegen'));
    expect(await screen.findByRole('dialog', { name: 'Fotos & Dateien' })).toBeTruthy();
  });
});
