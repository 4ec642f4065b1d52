import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Button, ButtonLink } from './button.tsx';

afterEach(() => {
  cleanup();
});

describe('Button', () => {
  it('is a plain button that a form does not submit unless it says so', () => {
    render(
      <form>
        <Button>Abbrechen</Button>
        <Button type="submit">Senden</Button>
      </form>,
    );
    expect(screen.getByRole('button', { name: 'Abbrechen' }).getAttribute('type')).toBe('button');
    expect(screen.getByRole('button', { name: 'Senden' }).getAttribute('type')).toBe('submit');
  });

  it('is solid unless outlined or clear, and says its width, size and colour by its classes', () => {
    render(
      <>
        <Button>Weiter</Button>
        <Button fill="outline" expand="block" className="ion-margin-top">
          Zurück
        </Button>
        <Button fill="clear" size="small" color="danger">
          Löschen
        </Button>
      </>,
    );
    expect(screen.getByRole('button', { name: 'Weiter' }).className).toBe('button');
    expect(screen.getByRole('button', { name: 'Zurück' }).className).toBe(
      'button button--outline button--block ion-margin-top',
    );
    expect(screen.getByRole('button', { name: 'Löschen' }).className).toBe(
      'button button--clear button--small button--danger',
    );
  });

  it('takes the taps and states of a button', () => {
    const onClick = vi.fn();
    render(
      <>
        <Button onClick={onClick} aria-pressed>
          Anzeigen
        </Button>
        <Button disabled>Gesperrt</Button>
      </>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Anzeigen' }));
    expect(onClick).toHaveBeenCalledOnce();
    expect(screen.getByRole('button', { name: 'Anzeigen' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(screen.getByRole('button', { name: 'Gesperrt' })).toHaveProperty('disabled', true);
  });
});

describe('ButtonLink', () => {
  it('is a link drawn as a button, to a phone number as to a route', () => {
    const onClick = vi.fn();
    render(
      <>
        <ButtonLink href="tel:+4357070100" fill="outline" aria-label="Berater anrufen">
          Anrufen
        </ButtonLink>
        <ButtonLink href="https://www.example.at/" onClick={onClick}>
          Website
        </ButtonLink>
      </>,
    );
    const call = screen.getByRole('link', { name: 'Berater anrufen' });
    expect(call.getAttribute('href')).toBe('tel:+4357070100');
    expect(call.className).toBe('button button--outline');
    const site = screen.getByRole('link', { name: /^Website/ });
    expect(site.getAttribute('target')).toBe('_blank');
    fireEvent.click(site);
    expect(onClick).toHaveBeenCalledOnce();
  });
});
