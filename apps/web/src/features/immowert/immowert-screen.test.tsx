import { formatAmount, IMMOWERT_MESSAGES, PROFILE_MESSAGES } from '@servicebereich/protocol';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../../test/render-screen.tsx';
import { ImmoWertScreen } from './immowert-screen.tsx';

// The screen against the test mode, whose day is 20 November 2026.

function form(): HTMLFormElement {
  return screen.getByRole('form', { name: 'ImmoWert' });
}

function fill(label: string, value: string) {
  fireEvent.change(within(form()).getByLabelText(label), { target: { value } });
}

async function submit() {
  await act(async () => {
    fireEvent.submit(form());
    await Promise.resolve();
  });
}

function fillFlat() {
  fill('Art der Immobilie', 'wohnung');
  fill('Straße', 'Ignaz-Harrer-Straße');
  fill('Hausnummer', '17');
  fill('Postleitzahl', '5020');
  fill('Ort', 'Salzburg');
  fill('Baujahr', '1998');
  fill('Wohnfläche in m²', '84,5');
  fill('Zustand', 'gepflegt');
}

describe('ImmoWert', () => {
  afterEach(cleanup);

  it('asks a visitor to log in first', async () => {
    const onLogin = vi.fn();
    await renderScreen(<ImmoWertScreen loggedIn={false} onLogin={onLogin} />, { loggedIn: false });
    expect(screen.getByText(/Melde dich an, um deine Immobilie zu bewerten/)).toBeTruthy();
    expect(screen.queryByRole('form')).toBeNull();
    fireEvent.click(screen.getByText('Anmelden'));
    expect(onLogin).toHaveBeenCalledOnce();
  });

  it('values a flat, shows the estimate with its calculation and where the PDF is', async () => {
    const { requests: sent } = await renderScreen(
      <ImmoWertScreen loggedIn onLogin={() => undefined} />,
    );
    // Nothing chosen or typed: every field says what it needs.
    await submit();
    expect(
      await screen.findByText(IMMOWERT_MESSAGES.propertyType, { selector: ':not(a)' }),
    ).toBeTruthy();
    expect(screen.getByText('Bitte gib die Straße ein.', { selector: ':not(a)' })).toBeTruthy();
    expect(screen.getByText(IMMOWERT_MESSAGES.buildingYear, { selector: ':not(a)' })).toBeTruthy();
    expect(screen.getByText(IMMOWERT_MESSAGES.livingArea, { selector: ':not(a)' })).toBeTruthy();
    expect(screen.getByText(IMMOWERT_MESSAGES.condition, { selector: ':not(a)' })).toBeTruthy();

    fillFlat();
    await submit();
    const heading = await screen.findByRole('heading', { name: 'Geschätzter Wert' });
    expect(document.activeElement).toBe(heading);
    // Salzburg: 5.000 € × 0,92 (28 years old) = 4.600 € per m²; × 84,5 m² = 388.700 €.
    const result = heading.closest('section') as HTMLElement;
    expect(result.textContent).toContain(`Geschätzter Wert${formatAmount(38_900_000)}`);
    expect(result.textContent).toContain(
      `Bandbreite: ${formatAmount(35_000_000)} bis ${formatAmount(42_800_000)}`,
    );
    expect(screen.getByText('Grundpreis Salzburg je m²')).toBeTruthy();
    expect(screen.getByText('Alter (Baujahr 1998)').nextElementSibling?.textContent).toBe('× 0,92');
    expect(screen.getByText(/kein Gutachten/)).toBeTruthy();
    expect(screen.getByText(/liegt als PDF in deiner DokBox/)).toBeTruthy();
    // Sent as typed: the server reads the German notation of the area.
    expect(sent.find((r) => r.call.fn === 'ImmoWertBewertung')?.params).toMatchObject({
      baujahr: '1998',
      wohnflaeche: '84,5',
    });

    fireEvent.click(screen.getByText('Weitere Immobilie bewerten'));
    expect(await screen.findByRole('form', { name: 'ImmoWert' })).toBeTruthy();
  });

  it('shows the server’s refusal of the postcode under its field', async () => {
    await renderScreen(<ImmoWertScreen loggedIn onLogin={() => undefined} />, {
      answer: (request) =>
        request.call.fn === 'ImmoWertBewertung'
          ? { Status: 400, Errors: { plz: PROFILE_MESSAGES.postcodeUnknown } }
          : undefined,
    });
    fillFlat();
    await submit();
    expect(
      await screen.findByText(PROFILE_MESSAGES.postcodeUnknown, { selector: ':not(a)' }),
    ).toBeTruthy();
    expect(within(form()).getByLabelText('Postleitzahl').getAttribute('aria-invalid')).toBe('true');
  });
});
