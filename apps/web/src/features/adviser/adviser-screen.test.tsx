import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiProvider } from '../../api/api-context.tsx';
import { createQueryClient } from '../../api/query-client.ts';
import type { Transport, TransportRequest, WireAnswer } from '../../api/transport.ts';
import { createDemoTransport } from '../../demo/demo-transport.ts';
import { AlertHost } from '../../shell/notification-hosts.tsx';
import { ShellStatusProvider } from '../../shell/shell-context.tsx';
import { showApiError } from '../../shell/show-api-error.ts';
import { testModeApi } from '../../../test/test-mode-api.ts';
import { AppointmentsAbove } from '../video/appointment-list.tsx';
import { AdviserScreen, ContractAdviserScreen } from './adviser-screen.tsx';
import { useAdviserOverview } from './api/get-berater-uebersicht.ts';

// The screens against the test mode's transport, which records what was sent. The test mode keeps
// one video appointment, on Monday, 23 November 2026.

const DEMO_APPOINTMENT = '00000000-0000-4000-8000-000000005000';

/** The overview as the route table composes it, with the video appointments above the cards. */
const overview = (
  <AdviserScreen around={(cards) => <AppointmentsAbove>{cards}</AppointmentsAbove>} />
);

const NO_ADVISER = 'Dir ist derzeit keine Beraterin und kein Berater zugeordnet.';

async function renderAt(
  path: string,
  screenElement: React.ReactElement,
  answer?: (
    request: TransportRequest,
    demoAnswer: () => Promise<WireAnswer>,
  ) => WireAnswer | Promise<WireAnswer> | undefined,
) {
  const demo = createDemoTransport(new Date(2026, 10, 20, 10, 30));
  const sent: TransportRequest[] = [];
  const transport: Transport = {
    ...demo,
    send: (request) => {
      sent.push(request);
      const own = answer?.(request, () => demo.send(request));
      return own === undefined ? demo.send(request) : Promise.resolve(own);
    },
  };
  const api = await testModeApi(transport);
  render(
    <ApiProvider client={api} queryClient={createQueryClient({ onError: showApiError })}>
      <ShellStatusProvider value={{ loggedIn: true, devMode: false, unreadCount: 0 }}>
        <MemoryRouter initialEntries={[path]}>
          {screenElement}
          <AlertHost />
        </MemoryRouter>
      </ShellStatusProvider>
    </ApiProvider>,
  );
  return sent;
}

function pdf(name: string): File {
  return new File(['%PDF-1.4\n'], name, { type: 'application/pdf' });
}

/** Closes the alert with its one button: alerts wait in a queue that outlives each test. */
async function closeAlert(alert: HTMLElement) {
  fireEvent.click(within(alert).getByRole('button', { name: 'OK' }));
  await vi.waitFor(() => {
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
}

async function submit(dialog: HTMLElement) {
  await act(async () => {
    fireEvent.submit(dialog.querySelector('form') as HTMLFormElement);
    await Promise.resolve();
  });
}

describe('adviser screens', () => {
  afterEach(cleanup);

  it('shows each adviser with their contracts, and the head office, with phone links', async () => {
    await renderAt('/services/berater', <AdviserScreen />);
    const eder = await screen.findByRole('article', { name: 'Mag. Florian Eder' });
    expect(within(eder).getByText('Kundenberater Wohnen & Vorsorge')).toBeTruthy();
    expect(within(eder).getByText('Betreut deine Verträge:')).toBeTruthy();
    expect(within(eder).getByRole('link', { name: '+43 662 8042 315' }).getAttribute('href')).toBe(
      'tel:+436628042315',
    );
    expect(within(eder).getByText('Videotermin vereinbaren')).toBeTruthy();
    const moser = screen.getByRole('article', { name: 'Elisabeth Moser' });
    // She offers no video appointments.
    expect(within(moser).queryByText('Videotermin vereinbaren')).toBeNull();
    const office = screen.getByRole('article', { name: 'Kundenservice-Zentrale' });
    expect(
      within(office).getByRole('link', { name: 'beratung@servicebereich.example' }),
    ).toBeTruthy();
    expect(within(office).getByText('Anrufen')).toBeTruthy();
  });

  it("shows an adviser's photo from the app's own address, and initials without one or when it fails", async () => {
    await renderAt('/services/berater', <AdviserScreen />);
    const eder = await screen.findByRole('article', { name: 'Mag. Florian Eder' });
    const photo = eder.querySelector('img.adviser-card__photo');
    // The test mode hands out the photo as an object URL, as it does every file.
    expect(photo?.getAttribute('src')).toMatch(/^blob:/);
    expect(photo?.getAttribute('alt')).toBe('');
    const moser = screen.getByRole('article', { name: 'Elisabeth Moser' });
    expect(moser.querySelector('img')).toBeNull();
    expect(moser.querySelector('.adviser-card__photo--initials')?.textContent).toBe('EM');
    fireEvent.error(photo as HTMLImageElement);
    expect(eder.querySelector('img')).toBeNull();
    expect(eder.querySelector('.adviser-card__photo--initials')?.textContent).toBe('FE');
  });

  it('sends a message with a file to an adviser and shows the confirmation', async () => {
    const sent = await renderAt('/services/berater', <AdviserScreen />);
    const eder = await screen.findByRole('article', { name: 'Mag. Florian Eder' });
    fireEvent.click(within(eder).getByText('Nachricht schreiben'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('An: Mag. Florian Eder')).toBeTruthy();

    // Nothing chosen and nothing typed: the form says what is missing under the fields.
    await submit(dialog);
    expect(
      await within(dialog).findByText('Bitte wähle ein Thema.', { selector: ':not(a)' }),
    ).toBeTruthy();
    expect(
      within(dialog).getByText('Bitte gib eine Nachricht ein.', { selector: ':not(a)' }),
    ).toBeTruthy();

    fireEvent.change(within(dialog).getByLabelText('Thema'), { target: { value: 'dokumente' } });
    fireEvent.change(within(dialog).getByLabelText('Deine Nachricht'), {
      target: { value: 'Anbei der Gehaltszettel.' },
    });
    fireEvent.click(within(dialog).getByLabelText('Ich möchte zurückgerufen werden'));
    // The number the profile has, which the customer may change.
    const phone = within(dialog).getByLabelText<HTMLInputElement>('Telefonnummer für den Rückruf');
    await vi.waitFor(() => {
      expect(phone.value).toBe('+43 664 2718345');
    });
    fireEvent.change(phone, { target: { value: '+43 664 1234567' } });
    fireEvent.change(within(dialog).getByLabelText('Am besten erreichbar'), {
      target: { value: 'mittag' },
    });
    const file = pdf('Gehaltszettel.pdf');
    fireEvent.change(dialog.querySelector('input[type="file"]') as HTMLInputElement, {
      target: { files: [file, pdf('Gehaltszettel.pdf')] },
    });
    // The same file picked twice is taken once.
    expect(within(dialog).getAllByText('Gehaltszettel.pdf')).toHaveLength(1);
    await submit(dialog);

    expect(await screen.findByRole('heading', { name: 'Danke für deine Nachricht!' })).toBeTruthy();
    // The callback asked for, with the number it goes to.
    expect(screen.getByRole('status').textContent).toBe(
      'Mag. Florian Eder hat deine Nachricht bekommen und ruft dich unter +43 664 1234567 zurück. Eine Bestätigung haben wir dir per E-Mail geschickt.',
    );
    const contact = sent.find((r) => r.call.fn === 'Kontakt');
    expect(contact?.params).toMatchObject({
      agentId: 'B-20417',
      thema: 'dokumente',
      nachricht: 'Anbei der Gehaltszettel.',
      rueckruf: true,
      telefon: '+43 664 1234567',
      zeitfenster: 'mittag',
      file: [file],
    });
    expect(contact?.onUploadProgress).toBeTypeOf('function');
  });

  it('warns before closing a form with entries, and keeps it on Abbrechen', async () => {
    await renderAt('/services/berater', <AdviserScreen />);
    const office = await screen.findByRole('article', { name: 'Kundenservice-Zentrale' });
    fireEvent.click(within(office).getByText('Nachricht schreiben'));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Deine Nachricht'), {
      target: { value: 'Hallo' },
    });
    fireEvent.click(within(dialog).getByText('Abbrechen'));
    const warning = await screen.findByRole('alertdialog');
    expect(within(warning).getByText('Bereits vorgenommene Eingaben gehen verloren.')).toBeTruthy();
    fireEvent.click(within(warning).getByText('Abbrechen'));
    expect(screen.getByLabelText('Deine Nachricht')).toBeTruthy();
  });

  it('closes a form with entries on Escape only after Ok in the warning; Escape there keeps it', async () => {
    await renderAt('/services/berater', <AdviserScreen />);
    const office = await screen.findByRole('article', { name: 'Kundenservice-Zentrale' });
    fireEvent.click(within(office).getByText('Nachricht schreiben'));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Deine Nachricht'), {
      target: { value: 'Hallo' },
    });
    // Escape on a <dialog> is its cancel event (jsdom has no keyboard handling of its own).
    const escape = (element: HTMLElement) => {
      fireEvent(element, new Event('cancel', { cancelable: true }));
    };
    escape(dialog);
    const warning = await screen.findByRole('alertdialog');
    escape(warning);
    await vi.waitFor(() => {
      expect(screen.queryByRole('alertdialog')).toBeNull();
    });
    expect(screen.getByRole('dialog')).toBe(dialog);
    expect(within(dialog).getByLabelText<HTMLTextAreaElement>('Deine Nachricht').value).toBe(
      'Hallo',
    );

    escape(dialog);
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByText('Ok'));
    await vi.waitFor(() => {
      expect(screen.queryByRole('dialog')).toBeNull();
    });
    expect(screen.queryByRole('alertdialog')).toBeNull();
    // Opened again, the form starts empty; without entries Escape closes it at once.
    fireEvent.click(within(office).getByText('Nachricht schreiben'));
    const again = await screen.findByRole('dialog');
    expect(within(again).getByLabelText<HTMLTextAreaElement>('Deine Nachricht').value).toBe('');
    escape(again);
    await vi.waitFor(() => {
      expect(screen.queryByRole('dialog')).toBeNull();
    });
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('shows a progress bar per file while the message is on its way', async () => {
    let deliver: (answer: WireAnswer) => void = () => undefined;
    await renderAt('/services/berater', <AdviserScreen />, (request) => {
      if (request.call.fn !== 'Kontakt') return undefined;
      // 500 bytes of fields, then the two files: 2000 bytes are out.
      request.onUploadProgress?.(2000, 4500);
      return new Promise((resolve) => {
        deliver = resolve;
      });
    });
    const office = await screen.findByRole('article', { name: 'Kundenservice-Zentrale' });
    fireEvent.click(within(office).getByText('Nachricht schreiben'));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Thema'), { target: { value: 'dokumente' } });
    fireEvent.change(within(dialog).getByLabelText('Deine Nachricht'), {
      target: { value: 'Anbei zwei Unterlagen.' },
    });
    fireEvent.change(dialog.querySelector('input[type="file"]') as HTMLInputElement, {
      target: {
        files: [
          new File(['%PDF-'.padEnd(1000, '.')], 'Lohnzettel.pdf', { type: 'application/pdf' }),
          new File(['%PDF-'.padEnd(3000, '.')], 'Kaufvertrag.pdf', { type: 'application/pdf' }),
        ],
      },
    });
    await submit(dialog);
    const first = await within(dialog).findByRole('progressbar', {
      name: /^Lohnzettel\.pdf: \d+ %$/,
    });
    const second = within(dialog).getByRole('progressbar', {
      name: /^Kaufvertrag\.pdf: \d+ %$/,
    });
    await vi.waitFor(() => {
      expect((first as HTMLProgressElement).value).toBe(100);
    });
    expect((second as HTMLProgressElement).value).toBe(17);
    expect(second.getAttribute('aria-label')).toBe('Kaufvertrag.pdf: 17 %');
    // While sending, the files cannot be removed.
    expect(within(dialog).queryByLabelText('Lohnzettel.pdf entfernen')).toBeNull();

    deliver({ httpStatus: 200, body: { Status: 200, Result: { Sent: true } } });
    expect(await screen.findByRole('heading', { name: 'Danke für deine Nachricht!' })).toBeTruthy();
  });

  it('opens nothing for an unknown direktkontakt', async () => {
    await renderAt('/services/berater?direktkontakt=B-99999', <AdviserScreen />);
    expect(await screen.findByRole('article', { name: 'Mag. Florian Eder' })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens the form at once for an adviser with direktkontakt', async () => {
    await renderAt('/services/berater?direktkontakt=B-31108', <AdviserScreen />);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('An: Elisabeth Moser')).toBeTruthy();
  });

  it('opens the form at once for the head office with direktkontakt', async () => {
    await renderAt('/services/berater?direktkontakt=zentrale', <AdviserScreen />);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('An: Kundenservice-Zentrale')).toBeTruthy();
  });

  it("shows the contract's adviser and opens the form with direktkontakt", async () => {
    await renderAt(
      '/services/berater/4103827415?direktkontakt=B-20417',
      <ContractAdviserScreen contractId="4103827415" />,
    );
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('An: Mag. Florian Eder')).toBeTruthy();
  });

  it('leads to the head office with the message when the contract has no adviser', async () => {
    await renderAt(
      '/services/berater/4103827415',
      <ContractAdviserScreen contractId="4103827415" />,
      (r) =>
        r.call.fn === 'GetBerater'
          ? {
              httpStatus: 200,
              body: {
                Status: 400,
                Errors: { agentnotfound: `${NO_ADVISER} Bitte wende dich an unsere Zentrale.` },
              },
            }
          : undefined,
    );
    const alert = await screen.findByRole('alertdialog');
    expect(
      within(alert).getByText(`${NO_ADVISER} Bitte wende dich an unsere Zentrale.`),
    ).toBeTruthy();
    expect(await screen.findByRole('article', { name: 'Kundenservice-Zentrale' })).toBeTruthy();
    await closeAlert(alert);
  });
});

/** Says when the advisers' query has its data; the screen that reads it renders in the same batch. */
function AdvisersKnown() {
  return useAdviserOverview().data === undefined ? null : <p>Berater bekannt</p>;
}

describe('the video appointments on the adviser overview', () => {
  afterEach(cleanup);

  it("stand above the cards, each moving on its adviser's booking screen", async () => {
    await renderAt('/services/berater', overview);
    const list = await screen.findByRole('region', { name: 'Deine Videotermine' });
    expect(list.id).toBe('videotermine');
    expect(within(list).getByText('Montag, 23. November 2026, 09:00 Uhr')).toBeTruthy();
    expect(within(list).getByText(/mit Mag\. Florian Eder/)).toBeTruthy();
    const firstCard = await screen.findByRole('article', { name: 'Mag. Florian Eder' });
    expect(list.compareDocumentPosition(firstCard) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    // Ionic renders the link inside the button, which jsdom does not render.
    expect(within(list).getByText('Verschieben').closest('a')?.getAttribute('href')).toBe(
      `/services/berater/video-termin/B-20417?verschieben=${DEMO_APPOINTMENT}`,
    );
    expect(within(list).getByText('Teilnehmen').closest('a')?.getAttribute('href')).toBe(
      '/services/video-meeting?berater=B-20417',
    );
  });

  it('cancels an appointment only when told so; without appointments only the cards are left', async () => {
    const sent = await renderAt('/services/berater', overview);
    const list = await screen.findByRole('region', { name: 'Deine Videotermine' });
    fireEvent.click(within(list).getByText('Absagen'));
    let alert = await screen.findByRole('alertdialog');
    expect(
      within(alert).getByText(
        'Möchtest du deinen Videotermin am Montag, 23. November 2026, 09:00 Uhr wirklich absagen?',
      ),
    ).toBeTruthy();
    fireEvent.click(within(alert).getByRole('button', { name: 'Termin behalten' }));
    await vi.waitFor(() => {
      expect(screen.queryByRole('alertdialog')).toBeNull();
    });
    expect(within(list).getByText('Montag, 23. November 2026, 09:00 Uhr')).toBeTruthy();

    fireEvent.click(within(list).getByText('Absagen'));
    alert = await screen.findByRole('alertdialog');
    fireEvent.click(within(alert).getByRole('button', { name: 'Termin absagen' }));
    await vi.waitFor(() => {
      expect(screen.queryByRole('region', { name: 'Deine Videotermine' })).toBeNull();
    });
    expect(sent.filter((r) => r.call.fn === 'CancelVideoTermin').map((r) => r.params)).toEqual([
      { terminid: DEMO_APPOINTMENT },
    ]);
    expect(screen.getByRole('article', { name: 'Mag. Florian Eder' })).toBeTruthy();
    expect(screen.getByRole('article', { name: 'Kundenservice-Zentrale' })).toBeTruthy();
  });

  it('brings the section into view and focuses its heading when opened at its anchor', async () => {
    const scroll = vi.spyOn(Element.prototype, 'scrollIntoView');
    try {
      await renderAt('/services/berater#videotermine', overview);
      const heading = await screen.findByRole('heading', { name: 'Deine Videotermine' });
      await vi.waitFor(() => {
        expect(document.activeElement).toBe(heading);
      });
      expect(scroll.mock.contexts).toEqual([
        screen.getByRole('region', { name: 'Deine Videotermine' }),
      ]);
    } finally {
      scroll.mockRestore();
    }
  });

  it('shows the cards once the appointments are known, so that they do not move down', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await renderAt(
      '/services/berater',
      <>
        {overview}
        <AdvisersKnown />
      </>,
      (r, demoAnswer) => (r.call.fn === 'GetVideoTermine' ? held.then(demoAnswer) : undefined),
    );
    // The screen has the advisers: it renders with the probe that reads the same query.
    await screen.findByText('Berater bekannt');
    expect(screen.queryByRole('article')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('Wird geladen …');
    release();
    const list = await screen.findByRole('region', { name: 'Deine Videotermine' });
    const firstCard = await screen.findByRole('article', { name: 'Mag. Florian Eder' });
    expect(list.compareDocumentPosition(firstCard) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('keeps the cards when the appointments cannot be loaded', async () => {
    await renderAt('/services/berater', overview, (r) =>
      r.call.fn === 'GetVideoTermine' ? { httpStatus: 500, body: null } : undefined,
    );
    const alert = await screen.findByRole('alertdialog');
    expect(await screen.findByRole('article', { name: 'Mag. Florian Eder' })).toBeTruthy();
    expect(screen.getByRole('article', { name: 'Kundenservice-Zentrale' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Deine Videotermine' })).toBeNull();
    await closeAlert(alert);
  });
});
