import type { ConfirmationCheck } from '@servicebereich/protocol';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderScreen } from '../../../test/render-screen.tsx';
import { ConfirmationCheckScreen } from './confirmation-check-screen.tsx';

const CODE = 'ABCD-EFGH-JKMN-PQRS-TVWX-YZ01-2345';

const VALID: ConfirmationCheck = {
  Ergebnis: 'gueltig',
  Dokument: {
    Art: 'kfz-haftpflicht',
    Titel: 'Bestätigung der Kfz-Haftpflichtversicherung',
    Aussteller: 'Servicebereich Versicherung AG',
    Stichtag: '2026-11-20',
    Ausgestellt: '2026-11-20',
    Nummer: '7K3M-9QXD',
    Angaben: [
      { Bezeichnung: 'Versicherungsnehmer/in', Wert: 'Mag. Sabine Wagner' },
      { Bezeichnung: 'Kennzeichen', Wert: 'SL-472FK' },
    ],
    Erklaerung:
      'Wir bestätigen, dass für das Fahrzeug mit dem Kennzeichen SL-472FK am 20.11.2026 eine Kfz-Haftpflichtversicherung bei uns aufrecht ist.',
  },
};

/** The screen for a visitor, the check answering `check`; the codes sent are kept. */
async function renderCheck(check: ConfirmationCheck, code = CODE) {
  const { requests } = await renderScreen(<ConfirmationCheckScreen code={code} />, {
    loggedIn: false,
    answer: (request) =>
      request.call.fn === 'Pruefen' ? { Status: 200, Result: check } : undefined,
  });
  return requests;
}

/** A description list's value for its label. */
function valueOf(label: string): string | null | undefined {
  return screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
}

describe('the public check of a confirmation', () => {
  afterEach(cleanup);

  it('shows a visitor what the document shows while it holds', async () => {
    const requests = await renderCheck(VALID, 'abcd efgh jkmn pqrs tvwx yz01 2345');
    expect(await screen.findByText('Diese Bestätigung ist echt und gilt.')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe(
      'Bestätigung der Kfz-Haftpflichtversicherung',
    );
    expect(valueOf('Geprüfter Code')).toBe(CODE);
    expect(valueOf('Ausgestellt von')).toBe('Servicebereich Versicherung AG');
    expect(valueOf('Nummer')).toBe('7K3M-9QXD');
    expect(valueOf('Ausgestellt am')).toBe('20.11.2026');
    expect(valueOf('Versicherungsnehmer/in')).toBe('Mag. Sabine Wagner');
    expect(valueOf('Kennzeichen')).toBe('SL-472FK');
    expect(screen.getByText(/^Wir bestätigen, dass für das Fahrzeug/)).toBeTruthy();
    expect(requests.filter((r) => r.call.fn === 'Pruefen').map((r) => r.params)).toEqual([
      { code: 'abcd efgh jkmn pqrs tvwx yz01 2345' },
    ]);
  });

  it('is for no search engine', async () => {
    await renderCheck(VALID);
    await screen.findByText('Diese Bestätigung ist echt und gilt.');
    expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe(
      'noindex',
    );
  });

  it('says plainly that a revoked confirmation no longer holds, and shows nothing of it', async () => {
    await renderCheck({
      Ergebnis: 'widerrufen',
      Titel: 'Versicherungsbestätigung',
      Nummer: '7K3M-9QXD',
      Ausgestellt: '2026-11-20',
      Widerrufen: '2026-11-23',
    });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Die Versicherungsbestätigung Nr. 7K3M-9QXD vom 20.11.2026 wurde am 23.11.2026 widerrufen. Sie gilt nicht mehr.',
    );
    expect(screen.queryByText('Diese Bestätigung ist echt und gilt.')).toBeNull();
    expect(screen.queryByText('Ausgestellt von')).toBeNull();
  });

  it('says plainly that no confirmation has an unknown code', async () => {
    await renderCheck({ Ergebnis: 'unbekannt' }, 'falsch');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Zu diesem Prüfcode gibt es keine Bestätigung. Bitte vergleiche den Code mit dem auf dem Dokument.',
    );
    expect(valueOf('Geprüfter Code')).toBe('falsch');
  });
});
