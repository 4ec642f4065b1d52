import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { NotFoundScreen } from './not-found-screen.tsx';

function renderNotFound(loggedIn: boolean) {
  render(
    <MemoryRouter initialEntries={['/gibt-es-nicht']}>
      <NotFoundScreen loggedIn={loggedIn} />
    </MemoryRouter>,
  );
}

describe('the not-found page', () => {
  afterEach(cleanup);

  it('says what happened and why, and leads a visitor to the login and the help', () => {
    renderNotFound(false);
    expect(
      screen.getByRole('heading', { level: 2, name: 'Diese Seite wurde leider nicht gefunden.' }),
    ).toBeTruthy();
    expect(screen.getByText(/Link nicht mehr aktuell/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Zur Startseite' }).getAttribute('href')).toBe(
      '/login',
    );
    expect(screen.getByRole('link', { name: 'Zur Hilfe' }).getAttribute('href')).toBe('/hilfe');
  });

  it('leads a customer to the dashboard', () => {
    renderNotFound(true);
    expect(screen.getByRole('link', { name: 'Zur Startseite' }).getAttribute('href')).toBe(
      '/dashboard',
    );
  });
});
