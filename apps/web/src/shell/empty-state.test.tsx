import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { fileTrayOutline } from 'ionicons/icons';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EmptyState } from './empty-state.tsx';

describe('EmptyState', () => {
  afterEach(cleanup);

  it('says there is nothing and leads to another route', () => {
    render(
      <MemoryRouter>
        <EmptyState
          icon={fileTrayOutline}
          text="Du hast noch keine Verträge bei uns."
          action={{ label: 'Berater kontaktieren', to: '/services/berater' }}
        />
      </MemoryRouter>,
    );
    expect(screen.getByRole('status').textContent).toBe('Du hast noch keine Verträge bei uns.');
    expect(document.querySelector('.empty-state__icon svg')).not.toBeNull();
    const next = screen.getByText('Berater kontaktieren').closest('a');
    expect(next?.getAttribute('href')).toBe('/services/berater');
  });

  it('or takes the next step on the screen itself', () => {
    const onClick = vi.fn();
    render(
      <EmptyState
        icon={fileTrayOutline}
        text="Hier sind noch keine Dateien."
        action={{ label: 'Erste Datei ablegen', onClick }}
      />,
    );
    fireEvent.click(screen.getByText('Erste Datei ablegen'));
    expect(onClick).toHaveBeenCalledOnce();
  });
});
