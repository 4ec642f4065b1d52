import {
  type ClaimStatus,
  type Contract,
  contractCalls,
  claimCalls,
} from '@servicebereich/protocol';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { BrowserRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../api/api-client.ts';
import { ApiProvider } from '../../api/api-context.tsx';
import { createQueryClient } from '../../api/query-client.ts';
import { NetworkError, type Transport } from '../../api/transport.ts';
import { createDemoTransport } from '../../demo/demo-transport.ts';
import { AlertHost, ToastHost } from '../../shell/notification-hosts.tsx';
import { ShellStatusProvider } from '../../shell/shell-context.tsx';
import { showApiError } from '../../shell/show-api-error.ts';
import { recordingDemoTransport } from '../../../test/recording-transport.ts';
import { testModeApi } from '../../../test/test-mode-api.ts';
import { shellTexts } from '../../text/shell.ts';
import ClaimsRoute, { type ClaimsRouteProps } from './claims-route.tsx';

// The claim screens against the test mode's transport: the answers the app gets for 1234567890.

const KFZ = '7305518264';
const HOME = '7401937582';

type Setup = { api: ApiClient; contracts: Contract[] };

async function setup(transport: Transport = createDemoTransport()): Promise<Setup> {
  const api = await testModeApi(transport);
  const contracts = await api.call(contractCalls.getVertraege);
  return { api, contracts };
}

/** Renders the route's screen, once a customer's form has the profile it starts with. */
async function renderRoute(
  { api }: Setup,
  props: Omit<ClaimsRouteProps, 'title' | 'motive' | 'contractId'> &
    Partial<Pick<ClaimsRouteProps, 'motive' | 'contractId'>>,
) {
  const rendered = render(
    <ApiProvider client={api} queryClient={createQueryClient({ onError: showApiError })}>
      <ShellStatusProvider value={{ loggedIn: props.loggedIn, devMode: false, unreadCount: 0 }}>
        <BrowserRouter>
          <ClaimsRoute motive={null} contractId={null} title="Schadensmeldung" {...props} />
          <AlertHost />
          <ToastHost />
        </BrowserRouter>
      </ShellStatusProvider>
    </ApiProvider>,
  );
  await waitFor(() => {
    expect(screen.queryByText(shellTexts.query.loading)).toBeNull();
  });
  return rendered;
}

/** The household form of the household contract, on one page. */
async function renderHouseholdForm(data: Setup) {
  return renderRoute(data, {
    name: 'vertrag-schadensmeldung-haushalt',
    loggedIn: true,
    contracts: data.contracts,
    motive: 'wohnen',
    contractId: HOME,
  });
}

/** The form's own submit: Ionic's submit button needs its component code, absent in jsdom. */
async function submit(): Promise<void> {
  const form = document.querySelector('form.claim-form');
  if (!(form instanceof HTMLFormElement)) throw new Error('no claim form');
  await act(async () => {
    fireEvent.submit(form);
    await Promise.resolve();
  });
}

/** Goes on from the last step of entries to the summary, whose heading takes the focus. */
async function toSummary(): Promise<HTMLElement> {
  await submit();
  const heading = await screen.findByRole('heading', { name: 'Angaben prüfen' });
  await waitFor(() => {
    expect(document.activeElement).toBe(heading);
  });
  return heading.closest('section') as HTMLElement;
}

/** The rows of a part of the summary: each label with its value. */
function rowsOf(part: HTMLElement): Record<string, string> {
  return Object.fromEntries(
    [...part.querySelectorAll('.detail-list__row')].map((row) => [
      row.querySelector('dt')?.textContent ?? '',
      row.querySelector('dd')?.textContent ?? '',
    ]),
  );
}

function type(label: string | RegExp, value: string): void {
  fireEvent.change(screen.getByRole('textbox', { name: label }), { target: { value } });
}

function typeIn(field: string, value: string): void {
  const input = document.getElementById(field);
  if (input === null) throw new Error(`no field ${field}`);
  fireEvent.change(input, { target: { value } });
}

/** Yesterday as the date field takes it typed (jsdom has no coarse pointer). */
function yesterday(): string {
  const day = new Date(Date.now() - 86_400_000);
  return `${String(day.getDate()).padStart(2, '0')}.${String(day.getMonth() + 1).padStart(2, '0')}.${String(day.getFullYear())}`;
}

function photo(name: string): File {
  return new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3])], name, {
    type: 'image/jpeg',
  });
}

function linkTitles(): string[] {
  return [...document.querySelectorAll('.link-row__title')].map((el) => el.textContent);
}

describe('claim screens', () => {
  afterEach(() => {
    cleanup();
    localStorage.clear();
  });

  it('offers a customer only the types their contracts allow, a visitor every type', async () => {
    const data = await setup();
    const motorOnly = data.contracts.filter((c) => c.ContractId === KFZ);
    const { unmount } = await renderRoute(data, {
      name: 'schadensmeldung',
      loggedIn: true,
      contracts: motorOnly,
    });
    expect(linkTitles()).toEqual(['Kfz-Schaden', 'Meine Schäden']);
    unmount();

    await renderRoute(data, { name: 'schadensmeldung-neu', loggedIn: false, contracts: [] });
    expect(linkTitles()).toEqual([
      'Kfz-Schaden',
      'Haushaltsschaden',
      'Sachschaden',
      'Rechtsschutzfall',
      'Krankenhausaufenthalt',
      'Unfall',
      'Anmelden',
    ]);
    expect(screen.getByRole('link', { name: /Kfz-Schaden/ }).getAttribute('href')).toBe(
      '/services/schadensmeldung/kfz-neu',
    );
  });

  it('leads a customer whose contracts take no claim here to the adviser', async () => {
    const data = await setup();
    await renderRoute(data, { name: 'schadensmeldung', loggedIn: true, contracts: [] });
    expect(
      screen.getByText('Für deine Verträge kannst du hier keinen Schaden melden.', {
        exact: false,
      }),
    ).toBeTruthy();
    expect(screen.queryByText(/Wähle die Art des Schadens/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Berater kontaktieren' }).getAttribute('href')).toBe(
      '/services/berater',
    );
    expect(linkTitles()).toEqual(['Meine Schäden']);
  });

  it('leads from a contract to its own claim routes', async () => {
    const data = await setup();
    await renderRoute(data, {
      name: 'vertrag-schadensmeldung',
      loggedIn: true,
      contracts: data.contracts,
      motive: 'wohnen',
      contractId: HOME,
    });
    expect(linkTitles()).toEqual(['Haushaltsschaden', 'Sachschaden', 'Meine Schäden']);
    expect(screen.getByRole('link', { name: /Haushaltsschaden/ }).getAttribute('href')).toBe(
      `/wohnen/vertrag/${HOME}/schadensmeldung/haushalt`,
    );
  });

  it('goes step by step with the mini stepper, German errors under the fields, and back', async () => {
    const data = await setup();
    await renderRoute(data, {
      name: 'schadensmeldung-kfz-neu',
      loggedIn: true,
      contracts: data.contracts,
    });
    expect(screen.getByText('1 von 7')).toBeTruthy();
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Vertrag' }).value).toBe(KFZ);
    expect(document.querySelector('.page-header .page-mark')).not.toBeNull();
    await submit();
    expect(await screen.findByRole('heading', { name: 'Wann und wo' })).toBeTruthy();
    expect(screen.getByText('2 von 7')).toBeTruthy();
    // The step back takes the brand mark's room in the header, so the title keeps its words.
    expect(screen.getByRole('button', { name: 'Einen Schritt zurück' })).toBeTruthy();
    expect(document.querySelector('.page-header .page-mark')).toBeNull();

    await submit();
    const place = screen.getByRole('textbox', { name: 'Ort' });
    const error = await screen.findByText('Bitte gib den Ort an.', { selector: ':not(a)' });
    expect(place.getAttribute('aria-describedby')).toBe(error.id);
    expect(screen.getByText('2 von 7')).toBeTruthy();

    type('Ort', 'Graz, Herrengasse 1');
    await submit();
    const heading = await screen.findByRole('heading', { name: 'Was ist passiert' });
    // The new step is announced: the focus is on its heading.
    expect(document.activeElement).toBe(heading);
    // Pre-filled from the contract.
    expect(
      screen.getByRole<HTMLInputElement>('textbox', { name: 'Eigenes Kennzeichen' }).value,
    ).not.toBe('');
    fireEvent.click(screen.getByRole('button', { name: 'Einen Schritt zurück' }));
    expect((await screen.findByRole<HTMLInputElement>('textbox', { name: 'Ort' })).value).toBe(
      'Graz, Herrengasse 1',
    );
  });

  it('sends a classic form with a photo and shows the claim number and what happens next', async () => {
    await renderHouseholdForm(await setup());
    // Every step on one page, pre-filled from the contract, whose number keeps to one line.
    expect(screen.queryByText(/von \d/)).toBeNull();
    expect(screen.getByText('740-193.758-2').className).toBe('contract-number');
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Ort' }).value).not.toBe('');
    expect(
      screen.getByRole<HTMLInputElement>('textbox', { name: 'IBAN für die Auszahlung' }).value,
    ).toMatch(/^[A-Z]{2}\d{2} /);

    await submit();
    expect(
      await screen.findByText('Bitte wähle die Art des Schadens.', { selector: ':not(a)' }),
    ).toBeTruthy();
    expect(screen.getByText('Bitte prüfe die markierten Felder.')).toBeTruthy();

    fireEvent.change(screen.getByRole('combobox', { name: 'Art des Schadens' }), {
      target: { value: 'einbruch' },
    });
    typeIn('schadendatum', yesterday());
    typeIn('beschreibung', 'Die Terrassentür wurde aufgebrochen.');
    await submit();
    // The server's own rule across fields, under its field.
    expect(
      await screen.findByText('Bei einem Einbruch brauchen wir das Aktenzeichen der Polizei.', {
        selector: ':not(a)',
      }),
    ).toBeTruthy();
    typeIn('polizeiAktenzeichen', 'B6/12345/2026');
    // A file larger than an upload takes is refused when it is picked, not after it was sent.
    const video = photo('Video.jpg');
    Object.defineProperty(video, 'size', { value: 21 * 1024 * 1024 });
    fireEvent.change(document.getElementById('file-input') as HTMLInputElement, {
      target: { files: [photo('Tuer.jpg'), video] },
    });
    expect(screen.getByText('Tuer.jpg')).toBeTruthy();
    expect(screen.queryByText('Video.jpg')).toBeNull();
    expect(
      screen.getByText('Die Datei „Video.jpg“ ist zu groß (höchstens 20 MB).', {
        selector: ':not(a)',
      }),
    ).toBeTruthy();
    await toSummary();
    await submit();
    expect(
      await screen.findByRole('heading', { name: 'Danke, dein Schaden ist gemeldet' }),
    ).toBeTruthy();
    expect(screen.getByText(/^S-\d{4}-\d{7}$/)).toBeTruthy();
    expect(screen.getByText('1 Datei wurde übermittelt.')).toBeTruthy();
    expect(screen.getByText('Wie geht es weiter?')).toBeTruthy();
    expect(screen.getByText(/innerhalb von 2 Werktagen/)).toBeTruthy();
    // Sent: no draft is left.
    expect(Object.keys(localStorage).filter((key) => key.includes('entwurf'))).toEqual([]);
  });

  it("keeps each damaged item's receipt with the claim's files and sends which file it is", async () => {
    const recording = recordingDemoTransport(new Date());
    await renderHouseholdForm(await setup(recording.transport));
    fireEvent.change(screen.getByRole('combobox', { name: 'Art des Schadens' }), {
      target: { value: 'wasser' },
    });
    typeIn('schadendatum', yesterday());
    typeIn('beschreibung', 'Die Waschmaschine ist ausgelaufen.');
    fireEvent.change(document.getElementById('file-input') as HTMLInputElement, {
      target: { files: [photo('Kueche.jpg')] },
    });
    for (const item of ['Teppich', 'Sessel']) {
      fireEvent.click(screen.getByText('Gegenstand hinzufügen'));
      const index = item === 'Teppich' ? 0 : 1;
      typeIn(`posten.${String(index)}.gegenstand`, item);
      typeIn(`posten.${String(index)}.anschaffungsjahr`, '2020');
      typeIn(`posten.${String(index)}.wert`, '300,00');
    }
    const second = screen.getByRole('region', { name: 'Gegenstand 2' });
    fireEvent.click(within(second).getByText('Beleg hinzufügen'));
    fireEvent.change(document.getElementById('posten-1-beleg-input') as HTMLInputElement, {
      target: { files: [photo('Rechnung-Sessel.jpg')] },
    });
    expect(within(second).getByText('Beleg: Rechnung-Sessel.jpg')).toBeTruthy();
    expect(within(second).queryByText('Beleg hinzufügen')).toBeNull();
    // The receipt is one of the claim's files, marked as the second item's.
    expect(screen.getByText('· Beleg zu Gegenstand 2', { exact: false })).toBeTruthy();
    const first = screen.getByRole('region', { name: 'Gegenstand 1' });
    expect(within(first).getByText('Beleg hinzufügen')).toBeTruthy();

    await toSummary();
    await submit();
    expect(
      await screen.findByRole('heading', { name: 'Danke, dein Schaden ist gemeldet' }),
    ).toBeTruthy();
    expect(screen.getByText('2 Dateien wurden übermittelt.')).toBeTruthy();
    const sent = recording.requests.find((r) => r.call.fn === 'Melden');
    expect((sent?.params['file'] as File[]).map((f) => f.name)).toEqual([
      'Kueche.jpg',
      'Rechnung-Sessel.jpg',
    ]);
    expect(sent?.params['beleg']).toEqual(['', '1']);
  });

  it('lists every answer and file on a summary, sends only from there, and goes back to a step with everything kept', async () => {
    const recording = recordingDemoTransport(new Date());
    const sent = () => recording.requests.filter((r) => r.call.fn === 'Melden');
    await renderHouseholdForm(await setup(recording.transport));
    fireEvent.change(screen.getByRole('combobox', { name: 'Art des Schadens' }), {
      target: { value: 'wasser' },
    });
    typeIn('schadendatum', yesterday());
    typeIn('beschreibung', 'Die Waschmaschine ist ausgelaufen.');
    fireEvent.click(screen.getByText('Gegenstand hinzufügen'));
    typeIn('posten.0.gegenstand', 'Teppich');
    typeIn('posten.0.anschaffungsjahr', '2020');
    typeIn('posten.0.wert', '1249,9');
    fireEvent.click(screen.getByText('Beleg hinzufügen'));
    fireEvent.change(document.getElementById('posten-0-beleg-input') as HTMLInputElement, {
      target: { files: [photo('Rechnung-Teppich.jpg')] },
    });
    fireEvent.change(document.getElementById('file-input') as HTMLInputElement, {
      target: { files: [photo('Kueche.jpg')] },
    });
    // The last button goes on to the summary; nothing is sent yet.
    expect(screen.queryByRole('button', { name: 'Schaden melden' })).toBeNull();
    const summary = await toSummary();
    expect(sent()).toHaveLength(0);
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.getByRole('button', { name: 'Schaden melden' })).toBeTruthy();

    const part = (name: string) => within(summary).getByRole('region', { name });
    const contract = part('Vertrag und deine Angaben');
    expect(rowsOf(contract)).toEqual({
      Vertrag: 'Eigenheim- und Haushaltsversicherung\u00a0· 740-193.758-2',
      Name: 'Sabine Wagner',
      Adresse: 'Ignaz-Harrer-Straße 17/1/2/9, 5020 Salzburg',
    });
    const what = rowsOf(part('Worum geht es'));
    expect(what['Art des Schadens']).toBe('Wasserschaden');
    expect(what['Datum des Schadens']).toBe(yesterday());
    expect(what['Ort']).not.toBe('');
    // An empty optional answer is left out.
    expect(what).not.toHaveProperty('Aktenzeichen der Polizei');
    expect(rowsOf(part('Was ist passiert'))).toEqual({
      Beschreibung: 'Die Waschmaschine ist ausgelaufen.',
    });
    const items = part('Beschädigte Gegenstände');
    expect(within(items).getByRole('heading', { name: 'Gegenstand 1' })).toBeTruthy();
    expect(rowsOf(items)).toEqual({
      Gegenstand: 'Teppich',
      Anschaffungsjahr: '2020',
      Wert: '1.249,90\u00a0€',
      Beleg: 'Rechnung-Teppich.jpg',
    });
    expect(rowsOf(part('Auszahlung'))['IBAN für die Auszahlung']).toMatch(/^[A-Z]{2}\d{2} \d{4} /);
    const files = part('Fotos und Unterlagen');
    expect(
      within(files)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Rechnung-Teppich.jpg · Beleg zu Gegenstand 1', 'Kueche.jpg']);

    // "Ändern" leads back to the form, at that step, with every entry and file.
    fireEvent.click(within(summary).getByRole('button', { name: 'Ändern: Was ist passiert' }));
    const heading = await screen.findByRole('heading', { name: 'Was ist passiert' });
    await waitFor(() => {
      expect(document.activeElement).toBe(heading);
    });
    expect(screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Beschreibung' }).value).toBe(
      'Die Waschmaschine ist ausgelaufen.',
    );
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Gegenstand' }).value).toBe(
      'Teppich',
    );
    expect(screen.getByText('Kueche.jpg')).toBeTruthy();
    typeIn('beschreibung', 'Die Waschmaschine ist in der Nacht ausgelaufen.');
    expect(sent()).toHaveLength(0);

    const again = await toSummary();
    expect(within(again).getByText('Die Waschmaschine ist in der Nacht ausgelaufen.')).toBeTruthy();
    await submit();
    expect(
      await screen.findByRole('heading', { name: 'Danke, dein Schaden ist gemeldet' }),
    ).toBeTruthy();
    expect(sent()).toHaveLength(1);
    expect(sent()[0]?.params).toMatchObject({
      beschreibung: 'Die Waschmaschine ist in der Nacht ausgelaufen.',
      gegenstand: ['Teppich'],
      wert: ['1249,9'],
      beleg: ['0'],
    });
  });

  it('has the summary as the last step of the step-by-step form, and a draft kept there resumes at the files', async () => {
    const data = await setup();
    const props = {
      name: 'schadensmeldung-rechtsschutz-neu',
      loggedIn: true,
      contracts: data.contracts,
    } as const;
    const first = await renderRoute(data, props);
    expect(screen.getByText('1 von 5')).toBeTruthy();
    await submit();
    await screen.findByRole('heading', { name: 'Worum geht es' });
    fireEvent.change(screen.getByRole('combobox', { name: 'Bereich' }), {
      target: { value: 'arbeit' },
    });
    typeIn('gegner', 'Muster GmbH');
    typeIn('schadendatum', yesterday());
    await submit();
    await screen.findByRole('heading', { name: 'Was ist passiert' });
    typeIn('beschreibung', 'Kündigung ohne Grund.');
    await submit();
    await screen.findByRole('heading', { name: 'Fotos und Unterlagen' });
    expect(screen.getByText('4 von 5')).toBeTruthy();
    expect(screen.getByText('Weiter')).toBeTruthy();
    const summary = await toSummary();
    expect(screen.getByText('5 von 5')).toBeTruthy();
    expect(rowsOf(within(summary).getByRole('region', { name: 'Worum geht es' }))).toEqual({
      Bereich: 'Arbeit',
      Gegenseite: 'Muster GmbH',
      'Datum des Schadens': yesterday(),
    });
    expect(
      within(within(summary).getByRole('region', { name: 'Fotos und Unterlagen' })).getByText(
        'Keine Dateien',
      ),
    ).toBeTruthy();

    fireEvent.click(within(summary).getByRole('button', { name: 'Ändern: Worum geht es' }));
    const heading = await screen.findByRole('heading', { name: 'Worum geht es' });
    expect(document.activeElement).toBe(heading);
    expect(screen.getByText('2 von 5')).toBeTruthy();
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Bereich' }).value).toBe(
      'arbeit',
    );
    expect(screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Gegenseite' }).value).toBe(
      'Muster GmbH',
    );
    for (const next of ['Was ist passiert', 'Fotos und Unterlagen']) {
      await submit();
      await screen.findByRole('heading', { name: next });
    }
    await toSummary();
    // The step back from the summary leads to the files.
    fireEvent.click(screen.getByRole('button', { name: 'Einen Schritt zurück' }));
    expect(await screen.findByRole('heading', { name: 'Fotos und Unterlagen' })).toBeTruthy();
    await toSummary();
    first.unmount();

    await renderRoute(data, props);
    fireEvent.click(
      within(screen.getByRole('region', { name: 'Entwurf fortsetzen?' })).getByText('Fortsetzen'),
    );
    expect(await screen.findByRole('heading', { name: 'Fotos und Unterlagen' })).toBeTruthy();
    expect(screen.getByText('4 von 5')).toBeTruthy();
    const resumed = await toSummary();
    expect(within(resumed).getByText('Kündigung ohne Grund.')).toBeTruthy();
  });

  it('brings the customer from the summary to the step of a field the server refused', async () => {
    const refusal = 'Diese Gegenseite können wir nicht zuordnen.';
    const recording = recordingDemoTransport(new Date(), (request) =>
      request.call.fn === 'Melden' ? { Status: 400, Errors: { gegner: refusal } } : undefined,
    );
    const data = await setup(recording.transport);
    await renderRoute(data, {
      name: 'schadensmeldung-rechtsschutz-neu',
      loggedIn: true,
      contracts: data.contracts,
    });
    await submit();
    await screen.findByRole('heading', { name: 'Worum geht es' });
    fireEvent.change(screen.getByRole('combobox', { name: 'Bereich' }), {
      target: { value: 'privat' },
    });
    typeIn('gegner', 'Nachbar');
    typeIn('schadendatum', yesterday());
    await submit();
    await screen.findByRole('heading', { name: 'Was ist passiert' });
    typeIn('beschreibung', 'Streit um den Zaun.');
    await submit();
    await screen.findByRole('heading', { name: 'Fotos und Unterlagen' });
    await toSummary();
    await submit();

    expect(await screen.findByRole('heading', { name: 'Worum geht es' })).toBeTruthy();
    expect(screen.getByText('2 von 5')).toBeTruthy();
    const field = screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Gegenseite' });
    expect(field.value).toBe('Nachbar');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(refusal, { selector: ':not(a)' })).toBeTruthy();
    // The error summary takes the focus and leads to the field.
    const errors = screen.getByRole('region', { name: 'Bitte prüfe die markierten Felder.' });
    await waitFor(() => {
      expect(document.activeElement).toBe(errors);
    });
    expect(within(errors).getByRole('link', { name: refusal })).toBeTruthy();
    expect(screen.queryByText('Erneut senden')).toBeNull();
  });

  it('keeps entries and files when sending fails, and sends them again', async () => {
    const demo = createDemoTransport();
    let failNext = false;
    const flaky: Transport = {
      ...demo,
      send: (request) => {
        if (failNext && request.call.fn === 'Melden') {
          failNext = false;
          return Promise.reject(new NetworkError('offline', false));
        }
        return demo.send(request);
      },
    };
    const data = await setup(flaky);
    await renderRoute(data, {
      name: 'schadensmeldung-rechtsschutz',
      loggedIn: true,
      contracts: data.contracts,
    });
    fireEvent.change(screen.getByRole('combobox', { name: 'Bereich' }), {
      target: { value: 'arbeit' },
    });
    typeIn('gegner', 'Muster GmbH');
    typeIn('schadendatum', yesterday());
    typeIn('beschreibung', 'Kündigung ohne Grund.');
    fireEvent.change(document.getElementById('file-input') as HTMLInputElement, {
      target: { files: [photo('Kuendigung.jpg')] },
    });
    failNext = true;
    await toSummary();
    await submit();
    expect(await screen.findByText(/Das Senden hat nicht geklappt/)).toBeTruthy();
    expect(await screen.findByRole('alertdialog')).toBeTruthy();
    fireEvent.click(within(screen.getByRole('alertdialog')).getByText('OK'));
    // Still on the summary, with every entry and file.
    const summary = screen.getByRole('region', { name: 'Angaben prüfen' });
    expect(within(summary).getByText('Kuendigung.jpg')).toBeTruthy();
    expect(within(summary).getByText('Muster GmbH')).toBeTruthy();
    expect(screen.getByText('Erneut senden')).toBeTruthy();
    await submit();
    expect(
      await screen.findByRole('heading', { name: 'Danke, dein Schaden ist gemeldet' }),
    ).toBeTruthy();
    expect(screen.getByText('1 Datei wurde übermittelt.')).toBeTruthy();
  });

  it('shows the upload progress of each file while the claim is sent', async () => {
    const demo = createDemoTransport();
    let release: () => void = () => undefined;
    const slow: Transport = {
      ...demo,
      send: async (request) => {
        if (request.call.fn !== 'Melden') return demo.send(request);
        // 100 bytes of fields, then the two files of 7 bytes each: the first is sent.
        request.onUploadProgress?.(107, 114);
        await new Promise<void>((resolve) => {
          release = resolve;
        });
        request.onUploadProgress?.(114, 114);
        return demo.send(request);
      },
    };
    const data = await setup(slow);
    await renderRoute(data, {
      name: 'schadensmeldung-rechtsschutz',
      loggedIn: true,
      contracts: data.contracts,
    });
    fireEvent.change(screen.getByRole('combobox', { name: 'Bereich' }), {
      target: { value: 'verkehr' },
    });
    typeIn('gegner', 'Unfallgegner');
    typeIn('schadendatum', yesterday());
    typeIn('beschreibung', 'Streit um die Schuldfrage.');
    fireEvent.change(document.getElementById('file-input') as HTMLInputElement, {
      target: { files: [photo('Skizze.jpg'), photo('Foto.jpg')] },
    });
    await toSummary();
    await submit();
    expect(await screen.findByRole('progressbar', { name: 'Skizze.jpg: 100 %' })).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Foto.jpg: 0 %' })).toBeTruthy();
    expect(screen.getByText('Wird gesendet …')).toBeTruthy();
    // Nothing can be changed while it is sent.
    expect(screen.queryByLabelText('Skizze.jpg entfernen')).toBeNull();
    for (const edit of screen.getAllByRole('button', { name: /^Ändern: / })) {
      expect((edit as HTMLButtonElement).disabled).toBe(true);
    }
    act(() => {
      release();
    });
    expect(
      await screen.findByRole('heading', { name: 'Danke, dein Schaden ist gemeldet' }),
    ).toBeTruthy();
    expect(screen.getByText('2 Dateien wurden übermittelt.')).toBeTruthy();
  });

  it('offers a kept draft again and warns before leaving with entries', async () => {
    const data = await setup();
    const props = {
      name: 'schadensmeldung-unfall',
      loggedIn: true,
      contracts: data.contracts,
    } as const;
    const first = await renderRoute(data, props);
    typeIn('verletzung', 'Knöchel verstaucht');
    await waitFor(() => {
      expect(Object.keys(localStorage).some((key) => key.includes('entwurf.unfall'))).toBe(true);
    });
    first.unmount();

    await renderRoute(data, props);
    const offer = screen.getByRole('region', { name: 'Entwurf fortsetzen?' });
    expect(screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Verletzung' }).value).toBe('');
    fireEvent.click(within(offer).getByText('Fortsetzen'));
    expect(screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Verletzung' }).value).toBe(
      'Knöchel verstaucht',
    );

    fireEvent.click(screen.getByRole('button', { name: 'Zurück' }));
    const warning = await screen.findByRole('alertdialog');
    expect(warning.textContent).toContain('Bereits vorgenommene Eingaben gehen verloren.');
    fireEvent.click(within(warning).getByText('Abbrechen'));
    await waitFor(() => {
      expect(screen.queryByRole('alertdialog')).toBeNull();
    });
    expect(Object.keys(localStorage).some((key) => key.includes('entwurf.unfall'))).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Zurück' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByText('Ok'));
    await waitFor(() => {
      expect(window.location.pathname).toBe('/services/schadensmeldung');
    });
    expect(Object.keys(localStorage).some((key) => key.includes('entwurf.unfall'))).toBe(false);
  });

  it('takes the place from the device and lets the customer correct it', async () => {
    const original = Object.getOwnPropertyDescriptor(navigator, 'geolocation');
    Object.defineProperty(navigator, 'geolocation', {
      configurable: true,
      value: {
        getCurrentPosition: (success: PositionCallback) => {
          success({ coords: { latitude: 48.2016, longitude: 16.3498 } } as GeolocationPosition);
        },
      },
    });
    try {
      const data = await setup();
      await renderRoute(data, {
        name: 'schadensmeldung-kfz',
        loggedIn: true,
        contracts: data.contracts,
      });
      fireEvent.click(screen.getByText('Aktuellen Standort verwenden'));
      expect(
        await screen.findByText('Standort übernommen. Du kannst den Ort noch korrigieren.'),
      ).toBeTruthy();
      expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Ort' }).value).toBe(
        'Standort 48.201600, 16.349800',
      );
    } finally {
      if (original === undefined) Reflect.deleteProperty(navigator, 'geolocation');
      else Object.defineProperty(navigator, 'geolocation', original);
    }
  });

  it("shows the customer's name and address from the profile and takes the name as the insured person", async () => {
    const data = await setup();
    await renderRoute(data, {
      name: 'schadensmeldung-krankenhaus',
      loggedIn: true,
      contracts: data.contracts,
    });
    const insured = await screen.findByRole<HTMLInputElement>('textbox', {
      name: 'Versicherte Person',
    });
    expect(insured.value).toBe('Sabine Wagner');
    const reporter = screen.getByRole('region', { name: 'Gemeldet von' });
    expect(within(reporter).getByText('Sabine Wagner')).toBeTruthy();
    expect(within(reporter).getByText('Ignaz-Harrer-Straße 17/1/2/9, 5020 Salzburg')).toBeTruthy();
    // Shown, not asked: nothing of it is a field, and the form has no entries yet.
    expect(within(reporter).queryByRole('textbox')).toBeNull();
    expect(Object.keys(localStorage).filter((key) => key.includes('entwurf'))).toEqual([]);
  });

  it('asks a visitor for the contract identity first', async () => {
    const data = await setup();
    await renderRoute(data, { name: 'schadensmeldung-kfz-neu', loggedIn: false, contracts: [] });
    expect(screen.getByRole('heading', { name: 'Deine Angaben' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Gemeldet von' })).toBeNull();
    await submit();
    expect(
      await screen.findByText('Bitte gib deine Postleitzahl an.', { selector: ':not(a)' }),
    ).toBeTruthy();
    expect(screen.getByText('Bitte gib deinen Namen an.', { selector: ':not(a)' })).toBeTruthy();
    expect(screen.getByText('1 von 7')).toBeTruthy();
  });

  it("says a visitor's refused identity at the policy number, with nothing to send again", async () => {
    const data = await setup();
    const legal = data.contracts.find((c) => c.Kind === 'Rechtschutz')?.ContractId ?? '';
    await renderRoute(data, {
      name: 'schadensmeldung-rechtsschutz',
      loggedIn: false,
      contracts: [],
    });
    type('Polizzennummer', legal);
    typeIn('geburtsdatum', '01.01.1970');
    typeIn('plz', '1070');
    type('Dein Name', 'Katharina Hofer');
    type('E-Mail-Adresse für die Bestätigung', 'k.hofer@example.at');
    fireEvent.change(screen.getByRole('combobox', { name: 'Bereich' }), {
      target: { value: 'wohnen' },
    });
    typeIn('gegner', 'Hausverwaltung');
    typeIn('schadendatum', yesterday());
    typeIn('beschreibung', 'Betriebskosten doppelt verrechnet.');
    await toSummary();
    await submit();
    // Back from the summary to the form, at the field.
    const message =
      'Wir haben keinen passenden Vertrag gefunden. Bitte prüfe Polizzennummer, Geburtsdatum und Postleitzahl.';
    const field = screen.getByRole('textbox', { name: 'Polizzennummer' });
    await waitFor(() => {
      expect(field.getAttribute('aria-invalid')).toBe('true');
    });
    expect(screen.getByText(message, { selector: ':not(a)' })).toBeTruthy();
    expect(screen.getByRole('link', { name: message })).toBeTruthy();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.queryByText(/Das Senden hat nicht geklappt/)).toBeNull();
    expect(screen.queryByText('Erneut senden')).toBeNull();
  });
});

describe('Meine Schäden', () => {
  afterEach(cleanup);

  /** A tenancy claim of the customer's legal protection, as reported. */
  const tenancyClaim = (data: Awaited<ReturnType<typeof setup>>) => ({
    typ: 'rechtsschutz' as const,
    vertragsnummer: data.contracts.find((c) => c.Kind === 'Rechtschutz')?.ContractId ?? '',
    bereich: 'wohnen' as const,
    gegner: 'Vermieter',
    schadendatum: '2026-01-05',
    beschreibung: 'Kaution nicht zurück.',
  });

  it('says so when there is no claim yet', async () => {
    const data = await setup();
    await renderRoute(data, { name: 'meine-schaeden', loggedIn: true, contracts: data.contracts });
    expect(await screen.findByText('Du hast noch keinen Schaden gemeldet.')).toBeTruthy();
  });

  it('lists a reported claim with its tracker on the first step', async () => {
    const data = await setup();
    const summary = await data.api.call(claimCalls.schadensmeldungMelden, tenancyClaim(data), {
      files: [photo('Mietvertrag.jpg')],
    });
    await renderRoute(data, { name: 'meine-schaeden', loggedIn: true, contracts: data.contracts });
    const tracker = await screen.findByRole('list', {
      name: `Stand der Schadensmeldung ${summary.Schadennummer}`,
    });
    const current = tracker.querySelector('[aria-current="step"]');
    expect(current?.textContent).toContain('Eingegangen');
    expect(within(tracker).getAllByRole('listitem')).toHaveLength(5);
    expect(screen.getByText('Mietvertrag.jpg')).toBeTruthy();
    expect(screen.getByText('05.01.2026')).toBeTruthy();
    // Nothing is asked for yet.
    expect(screen.queryByText('Unterlagen nachreichen')).toBeNull();
  });

  /** The test mode's claims, moved on by the claims desk to `status`, with its note. */
  function movedOn(status: ClaimStatus, note: string): Transport {
    const demo = createDemoTransport();
    // The desk moved the claim on before the customer looks, and before any file was added.
    const movedAt = Date.now() - 1;
    return {
      ...demo,
      send: async (request) => {
        const answer = await demo.send(request);
        const body = answer.body as { Result?: unknown };
        const advance = (claim: Record<string, unknown>) => ({
          ...claim,
          Status: status,
          ...(Array.isArray(claim['Verlauf'])
            ? {
                Verlauf: [
                  ...(claim['Verlauf'] as unknown[]),
                  { Status: status, Zeitpunkt: movedAt, Notiz: note },
                ],
              }
            : {}),
        });
        if (request.call.fn === 'GetSchadensmeldungen' && Array.isArray(body.Result)) {
          return { ...answer, body: { ...body, Result: body.Result.map(advance) } };
        }
        if (request.call.fn.startsWith('GetSchadensmeldung') || request.call.fn.startsWith('Add')) {
          return {
            ...answer,
            body: { ...body, Result: advance(body.Result as Record<string, unknown>) },
          };
        }
        return answer;
      },
    };
  }

  it('lets the customer send the documents the claims desk asked for', async () => {
    const data = await setup(
      movedOn('unterlagen-angefordert', 'Bitte schick uns den Mietvertrag.'),
    );
    await data.api.call(claimCalls.schadensmeldungMelden, tenancyClaim(data));
    await renderRoute(data, { name: 'meine-schaeden', loggedIn: true, contracts: data.contracts });
    const note = await screen.findByText('Bitte schick uns den Mietvertrag.');
    expect(note.closest('[aria-current="step"]')?.textContent).toContain('Unterlagen angefordert');
    // What the customer is asked to do comes first in the claim's card, under its title.
    const request = screen.getByText('Wir brauchen noch Unterlagen von dir.');
    const details = screen.getByText('Schadennummer');
    expect(
      request.compareDocumentPosition(details) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    fireEvent.click(screen.getByText('Unterlagen nachreichen'));
    const input = document.querySelector<HTMLInputElement>('input[id$="-input"]');
    if (input === null) throw new Error('no file input');
    fireEvent.click(screen.getByText('Unterlagen senden'));
    expect(await screen.findByText('Bitte wähle mindestens eine Datei.')).toBeTruthy();
    fireEvent.change(input, { target: { files: [photo('Mietvertrag.jpg')] } });
    fireEvent.click(screen.getByText('Unterlagen senden'));
    expect(await screen.findByText('Datei(en) erfolgreich hochgeladen')).toBeTruthy();
    await waitFor(() => {
      expect(screen.getByText('Mietvertrag.jpg')).toBeTruthy();
    });
    // Sent, the request is answered: the card thanks and offers to send more.
    expect(
      screen.getByText('Danke, deine Unterlagen sind bei uns. Wir prüfen sie und melden uns.'),
    ).toBeTruthy();
    expect(screen.queryByText('Wir brauchen noch Unterlagen von dir.')).toBeNull();
    expect(screen.getByText('Weitere Unterlagen nachreichen')).toBeTruthy();
  });

  it('shows of a claim that has ended how and when, and its way there on request', async () => {
    const data = await setup(movedOn('abgelehnt', 'Der Schaden ist nicht versichert.'));
    const summary = await data.api.call(claimCalls.schadensmeldungMelden, tenancyClaim(data));
    await renderRoute(data, { name: 'meine-schaeden', loggedIn: true, contracts: data.contracts });
    const card = await screen.findByRole('region', { name: 'Rechtsschutzfall' });
    expect(within(card).getByText('Abgelehnt', { selector: '.status-tag' })).toBeTruthy();
    expect(await within(card).findByText(/^Abgeschlossen am \d{2}\.\d{2}\.\d{4}$/)).toBeTruthy();
    // The desk's word on the end stands outside the closed history, which has it too.
    const notes = within(card).getAllByText('Der Schaden ist nicht versichert.');
    expect(notes.map((note) => note.closest('details') === null)).toEqual([true, false]);
    const history = within(card).getByText('Verlauf anzeigen').closest('details');
    expect(history?.open).toBe(false);
    expect(
      history?.querySelector(`[aria-label="Stand der Schadensmeldung ${summary.Schadennummer}"]`),
    ).toBeTruthy();
  });

  it('says of a claim that has ended without documents that none were sent, not "yet"', async () => {
    const data = await setup(movedOn('reguliert', 'Wir haben die Kaution eingefordert.'));
    await data.api.call(claimCalls.schadensmeldungMelden, tenancyClaim(data));
    await renderRoute(data, { name: 'meine-schaeden', loggedIn: true, contracts: data.contracts });
    expect(await screen.findByText('Keine Unterlagen übermittelt.')).toBeTruthy();
    expect(screen.queryByText('Noch keine Unterlagen übermittelt.')).toBeNull();
    expect(screen.queryByText('Unterlagen nachreichen')).toBeNull();
  });
});
