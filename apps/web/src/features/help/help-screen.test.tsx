import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HelpScreen } from './help-screen.tsx';

function renderHelp(entry: string) {
  render(
    <MemoryRouter initialEntries={[entry]}>
      <HelpScreen />
    </MemoryRouter>,
  );
}

function answer(question: string): HTMLDetailsElement {
  const details = screen.getByText(question).closest('details');
  if (details === null) throw new Error(`no answer to ${question}`);
  return details;
}

describe('the help’s answers', () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('are closed when the help is opened as such', () => {
    renderHelp('/hilfe');
    expect(answer('Ich habe mein Passwort vergessen. Was nun?').open).toBe(false);
  });

  it('open the answer linked to, and only that one, in view', () => {
    const scroll = vi.fn();
    Element.prototype.scrollIntoView = scroll;
    renderHelp('/hilfe#passwort-vergessen');
    const forgot = answer('Ich habe mein Passwort vergessen. Was nun?');
    expect(forgot.open).toBe(true);
    expect(forgot.textContent).toContain('neuen Aktivierungscode');
    expect(answer('Wie registriere ich mich für den Servicebereich?').open).toBe(false);
    expect(scroll.mock.contexts).toEqual([forgot]);
  });
});
