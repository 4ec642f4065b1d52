import type { BrowserContext, Locator, Page, TestInfo } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { CLAIM_TYPE_LABELS, type ClaimType } from '@servicebereich/protocol';
import { pdf, photo, toSummary, yesterday } from './claim-support.ts';
import {
  currentPage,
  DEMO_CUSTOMER,
  expectAccessible,
  expectAccessibleInBothSchemes,
  fillLogin,
  keepScreenshot,
  receivedMails,
} from './support.ts';

// Each run reports a claim of its own and finds its mails by the claim number: the runs of this
// file share no state and are spread over the workers.
test.describe.configure({ mode: 'parallel' });

// Every claim type in both variants: what a customer answers, step by step. A string is typed
// into the textbox of that name, `{ option }` picked in the pick-list of that name.
type Answers = Record<string, string | { option: string }>;
// `deskLines` are lines the claims desk's mail must hold.
type ClaimCase = {
  typ: ClaimType;
  contract: string;
  steps: Record<string, Answers>;
  deskLines?: string[];
};

const PROPERTY_STEPS: Record<string, Answers> = {
  'Worum geht es': {
    'Art des Schadens': { option: 'Einbruch oder Diebstahl' },
    'Datum des Schadens (TT.MM.JJJJ)': yesterday(),
    Ort: '1070 Wien, Neubaugasse 12',
    'Aktenzeichen der Polizei': 'B1/4711/2026',
  },
  'Was ist passiert': { Beschreibung: 'Die Terrassentür wurde aufgebrochen, der Laptop fehlt.' },
  'Beschädigte Gegenstände': {},
  Auszahlung: {
    'Kontoinhaber:in': 'Katharina Hofer',
    'IBAN für die Auszahlung': 'AT48 2011 1829 3174 6502',
  },
};

const CASES: Record<ClaimType, ClaimCase> = {
  kfz: {
    typ: 'kfz',
    contract: '7300418857',
    steps: {
      // A time typed with a keyboard: 24 hours, the hour's zero and the colon put in.
      'Wann und wo': {
        'Datum des Schadens (TT.MM.JJJJ)': yesterday(),
        'Uhrzeit (HH:MM)': '930',
        Ort: 'Wien, Gürtel beim Westbahnhof',
      },
      'Was ist passiert': {
        'Art des Schadens': { option: 'Auffahrunfall' },
        Beschreibung: 'Beim Bremsen an der Ampel aufgefahren worden.',
        Kilometerstand: '48210',
      },
      Unfallgegner: {
        'Name der Gegenseite': 'Max Muster',
        'Kennzeichen der Gegenseite': 'W-1234A',
      },
      'Zeugen und Polizei': {},
    },
    deskLines: ['Uhrzeit: 09:30'],
  },
  haushalt: { typ: 'haushalt', contract: '7400263190', steps: PROPERTY_STEPS },
  sachversicherung: { typ: 'sachversicherung', contract: '7400263190', steps: PROPERTY_STEPS },
  rechtsschutz: {
    typ: 'rechtsschutz',
    contract: '7600349021',
    steps: {
      'Worum geht es': {
        Bereich: { option: 'Arbeit' },
        Gegenseite: 'Muster Bau GmbH',
        'Datum des Schadens (TT.MM.JJJJ)': yesterday(),
      },
      'Was ist passiert': { Beschreibung: 'Der Lohn für Oktober wurde nicht bezahlt.' },
    },
  },
  krankenhaus: {
    typ: 'krankenhaus',
    contract: '7700582216',
    steps: {
      'Wer und wo': { 'Versicherte Person': 'Katharina Hofer', Krankenhaus: 'Klinik Ottakring' },
      Aufenthalt: {
        'Aufnahme (TT.MM.JJJJ)': yesterday(3),
        'Entlassung (TT.MM.JJJJ)': yesterday(),
        Diagnose: 'Blinddarmentzündung, operiert',
      },
    },
  },
  unfall: {
    typ: 'unfall',
    contract: '7700582216',
    steps: {
      'Wann und wo': {
        'Datum des Schadens (TT.MM.JJJJ)': yesterday(),
        'Uhrzeit (HH:MM)': '2145',
        Ort: 'Wien, Donauinsel',
      },
      'Verletzung und Behandlung': {
        Verletzung: 'Bänderriss am rechten Knöchel',
        Behandlung: 'Gips und Physiotherapie',
        'Arzt oder Krankenhaus': 'Unfallkrankenhaus Meidling',
      },
      'Wer hat es gesehen': {},
    },
    deskLines: ['Uhrzeit: 21:45'],
  },
};

/** The holder of the demo contracts, as a visitor names them. */
const VISITOR_IDENTITY: Answers = {
  'Geburtsdatum (TT.MM.JJJJ)': '17.04.1986',
  Postleitzahl: '1070',
  'Dein Name': 'Katharina Hofer',
  'E-Mail-Adresse für die Bestätigung': 'k.hofer@example.at',
};

async function answer(screen: Locator, answers: Answers): Promise<void> {
  for (const [name, value] of Object.entries(answers)) {
    if (typeof value === 'string') {
      await screen.getByRole('textbox', { name, exact: true }).fill(value);
    } else {
      await screen
        .getByRole('combobox', { name, exact: true })
        .selectOption({ label: value.option });
    }
  }
}

/**
 * Reports a claim of `c` through its form, step by step (`-neu`) or on one page, and returns the
 * claim number. axe checks light and dark: on one page every step of the type at once, step by
 * step every step as the customer sees it.
 */
async function reportClaim(
  page: Page,
  testInfo: TestInfo,
  c: ClaimCase,
  options: { stepwise: boolean; visitor: boolean },
): Promise<string> {
  const { stepwise, visitor } = options;
  await page.goto(`/services/schadensmeldung/${c.typ}${stepwise ? '-neu' : ''}`);
  const screen = currentPage(page);
  const first: [string, Answers] = visitor
    ? ['Deine Angaben', { Polizzennummer: c.contract, ...VISITOR_IDENTITY }]
    : ['Vertrag und deine Angaben', {}];
  const steps: [string, Answers][] = [
    first,
    ...Object.entries(c.steps),
    ['Fotos und Unterlagen', {}],
  ];
  for (const [index, [heading, answers]] of steps.entries()) {
    await expect(
      screen.getByRole('heading', { name: heading, level: 2, exact: true }),
    ).toBeVisible();
    if (index === 0 && !visitor) {
      await screen.getByRole('combobox', { name: 'Vertrag' }).selectOption(c.contract);
    }
    await answer(screen, answers);
    if (stepwise) {
      await expect(
        // The summary is the last step.
        screen.getByText(`${String(index + 1)} von ${String(steps.length + 1)}`),
      ).toBeVisible();
      // The last step is checked below, with its files chosen.
      if (index < steps.length - 1) {
        await expectAccessibleInBothSchemes(page);
        await screen.getByRole('button', { name: 'Weiter' }).click();
      }
    }
  }
  await screen.locator('#file-input').setInputFiles([
    { name: `${c.typ}-foto.jpg`, mimeType: 'image/jpeg', buffer: await photo() },
    { name: `${c.typ}-beleg.pdf`, mimeType: 'application/pdf', buffer: await pdf() },
  ]);
  await expect(screen.getByText(`${c.typ}-beleg.pdf`)).toBeVisible();
  await expectAccessibleInBothSchemes(page);
  const variant = `${c.typ}-${stepwise ? 'neu' : 'eine-seite'}${visitor ? '-gast' : ''}`;
  await keepScreenshot(page, {
    path: testInfo.outputPath(`claim-${variant}-360.png`),
    fullPage: true,
  });

  const summary = await toSummary(screen);
  await expect(
    summary.getByRole('region', { name: 'Fotos und Unterlagen' }).getByRole('listitem'),
  ).toHaveText([`${c.typ}-foto.jpg`, `${c.typ}-beleg.pdf`]);
  await expectAccessibleInBothSchemes(page);
  await screen.getByRole('button', { name: 'Schaden melden' }).click();
  await expect(
    screen.getByRole('heading', { name: 'Danke, dein Schaden ist gemeldet' }),
  ).toBeVisible();
  await expect(screen.getByText('2 Dateien wurden übermittelt.')).toBeVisible();
  const claimNumber = (await screen.locator('.claim-number').innerText()).trim();
  expect(claimNumber).toMatch(/^S-\d{4}-\d{7}$/);
  await expectAccessible(page);
  return claimNumber;
}

/** The claims desk gets the report with its files, the reporter a confirmation. */
async function expectClaimMails(c: ClaimCase, claimNumber: string, reporter: string) {
  const mailsOf = () => receivedMails().filter((m) => m.subject.includes(claimNumber));
  await expect.poll(() => mailsOf().length).toBe(2);
  const desk = mailsOf().find((m) => m.to === 'schaden@servicebereich.example');
  expect(desk?.subject).toBe(
    `Schadensmeldung ${claimNumber}: ${CLAIM_TYPE_LABELS[c.typ]}, Vertrag ${c.contract}`,
  );
  expect(desk?.raw).toContain(`filename=${c.typ}-foto.jpg`);
  expect(desk?.raw).toContain(`filename=${c.typ}-beleg.pdf`);
  for (const line of c.deskLines ?? []) expect(desk?.raw).toContain(line);
  const confirmation = mailsOf().find((m) => m.to === reporter);
  expect(confirmation?.subject).toBe(`Deine Schadensmeldung ${claimNumber}`);
}

test.describe('every claim type in both variants', () => {
  // A phone of 360 px; one login for the worker, its cookies and storage reused by each test.
  let customerState: Awaited<ReturnType<BrowserContext['storageState']>> | undefined;
  test.use({
    viewport: { width: 360, height: 780 },
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from its destructured first parameter
    storageState: async ({}, use) => {
      await use(customerState);
    },
  });

  test.beforeAll(async ({ browser }, workerInfo) => {
    // A worker that comes back to these tests after others runs this again: its login stands, and
    // the context would open with it.
    if (customerState !== undefined) return;
    const context = await browser.newContext({ baseURL: workerInfo.project.use.baseURL });
    const page = await context.newPage();
    await page.goto('/login');
    await fillLogin(page, DEMO_CUSTOMER.number, DEMO_CUSTOMER.password);
    await expect(page).toHaveURL(/\/dashboard$/);
    customerState = await context.storageState();
    await context.close();
  });

  // The motor claim step by step and the household claim on one page are the tests above.
  const customerRuns: [ClaimType, boolean][] = [
    ['haushalt', true],
    ['sachversicherung', true],
    ['rechtsschutz', true],
    ['kfz', false],
    ['sachversicherung', false],
    ['rechtsschutz', false],
    ['krankenhaus', false],
    ['unfall', false],
  ];
  for (const [typ, stepwise] of customerRuns) {
    test(`a customer reports: ${typ} ${stepwise ? 'step by step' : 'on one page'}`, async ({
      page,
    }, testInfo) => {
      test.setTimeout(120_000);
      const c = CASES[typ];
      const claimNumber = await reportClaim(page, testInfo, c, { stepwise, visitor: false });
      await expectClaimMails(c, claimNumber, 'katharina.hofer@example.at');
    });
  }
});

// The legal claim step by step is the visitor's test above.
test('a visitor reports an accident on one page', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 360, height: 780 });
  const c = CASES.unfall;
  const claimNumber = await reportClaim(page, testInfo, c, { stepwise: false, visitor: true });
  await expectClaimMails(c, claimNumber, 'k.hofer@example.at');
});
