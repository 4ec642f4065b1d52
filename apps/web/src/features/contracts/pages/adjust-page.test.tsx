import { pensionCalls } from '@servicebereich/protocol';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Transport, TransportRequest } from '../../../api/transport.ts';
import { AdjustPage } from './adjust-page.tsx';
import { recordingTransport, renderContractPage } from './contract-page-harness.tsx';
import { findEmptyState } from '../../../../test/empty-state.ts';

// The test mode's FlexibleLife (85,00 € monthly; shares 30, 20, 25, 0, 10, 15, 0 %; risk cover
// 30.000,00 €; no e-mail confirmation) and Voll:Wert (1.200,00 € yearly), against its data.
const FLEXIBLE_LIFE = '8104629370';
const VOLL_WERT = '8207315846';
const overviewOf = (contractId: string) => `/zukunft/vertrag/${contractId}/uebersicht`;

const NBSP = '\u00A0';

function renderAdjust(transport: Transport, contractId = FLEXIBLE_LIFE): Promise<void> {
  return renderContractPage(transport, contractId, (contract) => (
    <AdjustPage contract={contract} overviewPath={overviewOf(contractId)} />
  ));
}

/** The test mode's answers, except that ChangeFlexibleLife answers with the given Errors. */
function answeringChangeWith(errors: Record<string, string>) {
  return recordingTransport((request) =>
    request.call === pensionCalls.changeFlexibleLife ? { Status: 400, Errors: errors } : undefined,
  );
}

const changes = (requests: readonly TransportRequest[]) =>
  requests.filter(
    (r) => r.call === pensionCalls.changeFlexibleLife || r.call === pensionCalls.changeVorsorge,
  );

function type(label: string, value: string): void {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

function valueOf(label: string): string {
  return screen.getByLabelText<HTMLInputElement>(label).value;
}

/** A new premium, two shares moved, the risk cover to follow and the e-mail confirmation. */
async function fillChange(): Promise<void> {
  await screen.findByText('Prämie ändern');
  type('Neue Prämie in Euro', '100,00');
  type('Anteil Alpina Aktien Welt in %', '10');
  type('Anteil Salzach Nachhaltig Aktien in %', '45');
  fireEvent.click(screen.getByLabelText('Risikoschutz an die neue Prämie anpassen'));
  fireEvent.click(screen.getByLabelText('Bestätigung per E-Mail schicken'));
}

async function goOn(): Promise<HTMLElement> {
  fireEvent.click(await screen.findByRole('button', { name: 'Weiter' }));
  return screen.findByRole('region', { name: 'Änderung prüfen' });
}

/** Each row of the description lists inside `element`: label and value as read. */
function rowsOf(element: HTMLElement): string[][] {
  return [...element.querySelectorAll('.detail-list__row')].map((row) => [
    row.querySelector('dt')?.textContent ?? '',
    row.querySelector('dd')?.textContent ?? '',
  ]);
}

/** A value of the review as a screen reader reads it; the arrow is only drawn. */
const change = (before: string, after: string) => `bisher ${before} → , neu ${after}`;

describe('AdjustPage', () => {
  afterEach(cleanup);

  it('shows the pension values of a FlexibleLife with its change form', async () => {
    await renderAdjust(recordingTransport().transport);
    expect(await screen.findByText('Rückkaufswert')).toBeTruthy();
    expect(await screen.findByText('Summe: 100 %')).toBeTruthy();
  });

  it('shows what changes, old against new, before anything is changed', async () => {
    const { transport, requests } = recordingTransport();
    await renderAdjust(transport);
    await fillChange();
    const review = await goOn();
    expect(rowsOf(review)).toEqual([
      ['Prämie', change(`85,00${NBSP}€ monatlich`, `100,00${NBSP}€ monatlich`)],
      ['Anteil Alpina Aktien Welt', change(`30${NBSP}%`, `10${NBSP}%`)],
      ['Anteil Salzach Nachhaltig Aktien', change(`25${NBSP}%`, `45${NBSP}%`)],
      ['Risikoschutz', change(`30.000,00${NBSP}€`, 'an die neue Prämie angepasst')],
      ['Bestätigung per E-Mail', change('Nein', 'Ja')],
    ]);
    // The review takes the place of the form and the values above it, its heading the focus.
    expect(document.activeElement?.textContent).toBe('Änderung prüfen');
    expect(screen.queryByText('Rückkaufswert')).toBeNull();
    expect(screen.queryByLabelText('Neue Prämie in Euro')).toBeNull();
    expect(
      within(review)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Jetzt ändern', 'Änderung bearbeiten']);
    expect(changes(requests)).toEqual([]);
  });

  it('goes back to the form with the values kept', async () => {
    const { transport, requests } = recordingTransport();
    await renderAdjust(transport);
    await fillChange();
    const review = await goOn();
    fireEvent.click(within(review).getByRole('button', { name: 'Änderung bearbeiten' }));
    expect(document.activeElement?.textContent).toBe('Prämie ändern');
    expect(valueOf('Neue Prämie in Euro')).toBe('100,00');
    expect(valueOf('Anteil Alpina Aktien Welt in %')).toBe('10');
    expect(valueOf('Anteil Salzach Nachhaltig Aktien in %')).toBe('45');
    expect(
      screen.getByLabelText<HTMLInputElement>('Risikoschutz an die neue Prämie anpassen').checked,
    ).toBe(true);
    expect(screen.getByText('Summe: 100 %')).toBeTruthy();
    expect(changes(requests)).toEqual([]);
  });

  it('says so when nothing was changed, and does not review it', async () => {
    const { transport, requests } = recordingTransport();
    await renderAdjust(transport);
    await screen.findByText('Prämie ändern');
    fireEvent.click(screen.getByRole('button', { name: 'Weiter' }));
    const message =
      'Du hast noch nichts geändert. Ändere die Prämie, die Aufteilung auf die Fonds, den Risikoschutz oder die Bestätigung per E-Mail.';
    const error = await screen.findByText(message, { selector: ':not(a)' });
    // Under the premium, its first field, and in the error summary, which has the focus.
    expect(screen.getByLabelText('Neue Prämie in Euro').getAttribute('aria-describedby')).toContain(
      error.id,
    );
    expect(document.activeElement?.classList.contains('error-summary')).toBe(true);
    expect(screen.queryByRole('region', { name: 'Änderung prüfen' })).toBeNull();
    // Shares moved and moved back are no change either.
    type('Anteil Alpina Aktien Welt in %', '20');
    type('Anteil Alpina Anleihen Euro in %', '30');
    type('Anteil Alpina Aktien Welt in %', '30');
    type('Anteil Alpina Anleihen Euro in %', '20');
    fireEvent.click(screen.getByRole('button', { name: 'Weiter' }));
    expect(await screen.findByText(message, { selector: ':not(a)' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Änderung prüfen' })).toBeNull();
    expect(changes(requests)).toEqual([]);
  });

  it('changes the contract once confirmed and shows what the server saved', async () => {
    const { transport, requests } = recordingTransport();
    await renderAdjust(transport);
    await fillChange();
    const review = await goOn();
    fireEvent.click(within(review).getByRole('button', { name: 'Jetzt ändern' }));
    const done = await screen.findByRole('region', { name: 'Dein Vertrag ist geändert' });
    // The test mode keeps the risk cover as it is: the done page says what was saved.
    expect(rowsOf(done)).toEqual([
      ['Prämie', `100,00${NBSP}€ monatlich`],
      ['Anteil Alpina Aktien Welt', `10${NBSP}%`],
      ['Anteil Salzach Nachhaltig Aktien', `45${NBSP}%`],
      ['Bestätigung per E-Mail', 'Ja'],
    ]);
    expect(document.activeElement?.textContent).toBe('Dein Vertrag ist geändert');
    const overview = within(done).getByRole('link', { name: 'Zur Übersicht' });
    expect(overview.getAttribute('href')).toBe(overviewOf(FLEXIBLE_LIFE));
    expect(changes(requests).map((r) => r.params)).toEqual([
      {
        vertragsnummer: FLEXIBLE_LIFE,
        praemie: '100,00',
        slots: ['fonds1', 'fonds2', 'fonds3', 'fonds4', 'fonds5', 'fonds6', 'fonds7'],
        anteile: [10, 20, 45, 0, 10, 15, 0],
        risiko: true,
        sendemail: true,
      },
    ]);
  });

  it('keeps the confirm button busy and both buttons disabled while the change is sent', async () => {
    const demo = recordingTransport().transport;
    let answer: () => void = () => undefined;
    const transport: Transport = {
      ...demo,
      send: (request) =>
        request.call === pensionCalls.changeFlexibleLife
          ? new Promise((resolve) => {
              answer = () => {
                resolve(demo.send(request));
              };
            })
          : demo.send(request),
    };
    await renderAdjust(transport);
    await fillChange();
    const review = await goOn();
    fireEvent.click(within(review).getByRole('button', { name: 'Jetzt ändern' }));
    const busy = await within(review).findByRole('button', { name: 'Wird geändert …' });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    const back = within(review).getByRole('button', { name: 'Änderung bearbeiten' });
    expect((back as HTMLButtonElement).disabled).toBe(true);
    answer();
    expect(await screen.findByRole('region', { name: 'Dein Vertrag ist geändert' })).toBeTruthy();
  });

  it('shows the change as asked for when the server answers an empty Result', async () => {
    const { transport } = recordingTransport((request) =>
      request.call === pensionCalls.changeFlexibleLife ? { Status: 200, Result: null } : undefined,
    );
    await renderAdjust(transport);
    await screen.findByText('Prämie ändern');
    type('Neue Prämie in Euro', '90,00');
    fireEvent.click(screen.getByLabelText('Risikoschutz an die neue Prämie anpassen'));
    fireEvent.click(within(await goOn()).getByRole('button', { name: 'Jetzt ändern' }));
    const done = await screen.findByRole('region', { name: 'Dein Vertrag ist geändert' });
    expect(rowsOf(done)).toEqual([
      ['Prämie', `90,00${NBSP}€ monatlich`],
      ['Risikoschutz', 'an die neue Prämie angepasst'],
    ]);
  });

  it('brings the form back with the field error the server found', async () => {
    const message = 'Die Prämie darf höchstens 10.000,00 € betragen.';
    await renderAdjust(answeringChangeWith({ praemie: message }).transport);
    await fillChange();
    fireEvent.click(within(await goOn()).getByRole('button', { name: 'Jetzt ändern' }));
    const error = await screen.findByText(message, { selector: ':not(a)' });
    expect(screen.getByLabelText('Neue Prämie in Euro').getAttribute('aria-describedby')).toContain(
      error.id,
    );
    expect(valueOf('Neue Prämie in Euro')).toBe('100,00');
    // The error summary has the focus, not the form's heading.
    expect(document.activeElement?.classList.contains('error-summary')).toBe(true);
    expect(screen.queryByRole('region', { name: 'Änderung prüfen' })).toBeNull();
    expect(screen.queryByRole('alertdialog', { hidden: true })).toBeNull();
  });

  it('shows a risiko answer as a notice on the form, not as an error alert', async () => {
    const message = 'Zum neuen Risikoschutz meldet sich deine Beraterin bei dir.';
    await renderAdjust(answeringChangeWith({ risiko: message }).transport);
    await fillChange();
    fireEvent.click(within(await goOn()).getByRole('button', { name: 'Jetzt ändern' }));
    const notice = await screen.findByRole('status');
    expect(notice.textContent).toBe(message);
    expect(document.activeElement).toBe(notice);
    expect(valueOf('Neue Prämie in Euro')).toBe('100,00');
    expect(screen.queryByRole('alertdialog', { hidden: true })).toBeNull();
  });

  it('shows any other answer through the error path, still at the review', async () => {
    await renderAdjust(
      answeringChangeWith({ risiko: 'Hinweis', general: 'Das ging nicht.' }).transport,
    );
    await fillChange();
    const review = await goOn();
    fireEvent.click(within(review).getByRole('button', { name: 'Jetzt ändern' }));
    const alert = await screen.findByRole('alertdialog', { hidden: true });
    expect(alert.textContent).toContain('Das ging nicht.');
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByRole('region', { name: 'Änderung prüfen' })).toBe(review);
  });

  it('reviews and changes the premium and interval of a Voll:Wert', async () => {
    const { transport, requests } = recordingTransport();
    await renderAdjust(transport, VOLL_WERT);
    await screen.findByText('Prämie ändern');
    fireEvent.click(screen.getByRole('button', { name: 'Weiter' }));
    expect(
      await screen.findByText(
        'Du hast noch nichts geändert. Gib eine andere Prämie oder ein anderes Zahlungsintervall an.',
        { selector: ':not(a)' },
      ),
    ).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Zahlungsintervall'), {
      target: { value: 'MONTHLY' },
    });
    type('Neue Prämie in Euro', '100,00');
    const review = await goOn();
    expect(rowsOf(review)).toEqual([
      ['Prämie', change(`1.200,00${NBSP}€ jährlich`, `100,00${NBSP}€ monatlich`)],
    ]);
    fireEvent.click(within(review).getByRole('button', { name: 'Jetzt ändern' }));
    const done = await screen.findByRole('region', { name: 'Dein Vertrag ist geändert' });
    expect(rowsOf(done)).toEqual([['Prämie', `100,00${NBSP}€ monatlich`]]);
    expect(changes(requests).map((r) => r.params)).toEqual([
      { vertragsnummer: VOLL_WERT, praemie: '100,00', zahlungsintervall: 'MONTHLY' },
    ]);
  });

  it('says a contract has no pension data and leads to its adviser', async () => {
    const { transport } = recordingTransport((request) =>
      request.call === pensionCalls.getVorsorge
        ? {
            Status: 400,
            Errors: { vertragsnummer: 'Zu diesem Vertrag gibt es keine Vorsorgedaten.' },
          }
        : undefined,
    );
    await renderAdjust(transport);
    expect(await findEmptyState('Berater kontaktieren')).toEqual({
      text: 'Zu diesem Vertrag gibt es keine Vorsorgedaten.',
      to: `/services/berater/${FLEXIBLE_LIFE}`,
    });
  });
});
