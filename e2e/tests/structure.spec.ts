import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { currentPage, login, settle } from './support.ts';

// What a screen reader finds on the main screens: the skip links, the landmarks, one h1 named
// like the page, the headings of its parts, the names of its controls, and the live regions of
// errors and toasts. The templates name what matters and leave the rest (amounts, dates, the
// order of letters) to regexes or out.

/** The page on screen once its data is there, not the loading line. */
async function shown(page: Page, path: string) {
  await page.goto(path);
  await settle(page);
  await expect(currentPage(page).getByText(/ge?laden …$/)).toHaveCount(0);
  return currentPage(page);
}

/** Header and tab bar of a logged-in customer's page titled `title`. */
function frame(title: string) {
  return `
    - link "Zum Inhalt"
    - link "Zur Navigation"
    - banner:
      - heading "${title}" [level=1]
      - button "Profil"
    - main
    - contentinfo:
      - navigation "Hauptnavigation":
        - list:
          - listitem:
            - link "Home"
          - listitem:
            - link "Produkte"
          - listitem:
            - button "Neu erstellen"
          - listitem:
            - link /^Postbox/
          - listitem:
            - link "Menü"
  `;
}

test('the login: one heading, labelled fields, errors announced with their field', async ({
  page,
}) => {
  const screen = await shown(page, '/login');
  await expect(screen).toMatchAriaSnapshot(`
    - link "Zum Inhalt"
    - banner:
      - heading "Anmelden" [level=1]
    - main:
      - heading "Willkommen im Servicebereich" [level=2]
      - spinbutton "Verfügernummer"
      - textbox "Passwort"
      - button "Passwort anzeigen"
      - button "Anmelden"
      - navigation:
        - link "Passwort vergessen?"
        - link "Registrieren"
        - link "Aktivierungscode einlösen"
        - link "Erklärung zur Barrierefreiheit"
  `);
  await screen.getByRole('button', { name: 'Anmelden', exact: true }).click();
  await expect(screen.getByRole('main')).toMatchAriaSnapshot(`
    - spinbutton "Verfügernummer" [invalid]
    - alert: Die Verfügernummer besteht aus 10 Ziffern.
    - textbox "Passwort" [invalid]
    - alert: Bitte gib dein Passwort ein.
  `);
});

test('the dashboard, the products, a contract, the postbox and the menu: landmarks, headings, names', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await login(page);

  let screen = await shown(page, '/dashboard');
  await expect(screen).toMatchAriaSnapshot(frame('Home'));
  await expect(screen.getByRole('main')).toMatchAriaSnapshot(`
    - heading /^Hallo \\S+!$/ [level=2]
    - region "Dein Überblick":
      - heading "Dein Überblick" [level=2]
      - term: Guthaben
      - definition: /^[\\d.]+,\\d{2} €$/
      - heading "Nächste Abbuchungen" [level=3]
      - list
    - region "Postbox":
      - heading "Postbox" [level=2]
      - list:
        - listitem:
          - 'link /Neueste: /'
    - region "Schnellzugriff":
      - heading "Schnellzugriff" [level=2]
      - list:
        - listitem:
          - link "Schaden melden"
        - listitem:
          - link "Berater kontaktieren"
        - listitem:
          - link "Dokument hochladen"
    - region "Deine Verträge":
      - heading "Deine Verträge" [level=2]
      - list:
        - listitem:
          - 'link /^Bausparvertrag [\\d.-]+ Kontostand: [\\d.]+,\\d{2} €/'
  `);

  // The tab bar's pages have no back arrow; a page below them has one.
  const backArrows = () => screen.getByRole('banner').getByRole('button', { name: 'Zurück' });
  await expect(backArrows()).toHaveCount(0);

  screen = await shown(page, '/vertraege');
  await expect(screen).toMatchAriaSnapshot(frame('Produkte'));
  await expect(backArrows()).toHaveCount(0);
  await expect(screen.getByRole('main')).toMatchAriaSnapshot(`
    - region "Wohnen":
      - heading "Wohnen" [level=2]
      - list:
        - listitem:
          - link /^Bausparvertrag /
    - region "Mobilität":
      - heading "Mobilität" [level=2]
      - list:
        - listitem:
          - 'link /^Kfz-Versicherung .* Kennzeichen: /'
  `);

  screen = await shown(page, '/geld/vertrag/4102738561/uebersicht');
  await expect(screen).toMatchAriaSnapshot(frame('Bausparvertrag'));
  await expect(backArrows()).toHaveCount(1);
  await expect(screen.getByRole('main')).toMatchAriaSnapshot(`
    - region "Bausparen":
      - heading "Bausparen" [level=2]
      - paragraph: 410-273.856-1
      - paragraph:
        - text: Kontostand
        - strong: /^[\\d.]+,\\d{2} €$/
      - paragraph: /^Angespart. [\\d.]+,\\d{2} € von 15\\.000,00 € Vertragssumme \\(\\d+ %\\)$/
      - progressbar /^Angespart/
    - region "Dein Vertrag":
      - heading "Dein Vertrag" [level=2]
      - list:
        - listitem:
          - link "Vertragsdetails ansehen"
        - listitem:
          - link "Umsätze ansehen"
    - region "Zahlungen":
      - heading "Zahlungen" [level=2]
      - list:
        - listitem:
          - link "Einzahlung"
  `);

  screen = await shown(page, '/nachrichten');
  await expect(screen).toMatchAriaSnapshot(frame('Postbox'));
  await expect(backArrows()).toHaveCount(0);
  await expect(screen.getByRole('main')).toMatchAriaSnapshot(`
    - region "Deine Nachrichten":
      - heading "Deine Nachrichten" [level=2]
      - list:
        - listitem:
          - heading [level=3]:
            - button
          - text: /Zugestellt am \\d{2}\\.\\d{2}\\.\\d{4}/
    - region "Einstellungen der Postbox":
      - heading "Einstellungen der Postbox" [level=2]
      - checkbox "Elektronische Zustellung"
      - checkbox "Per E-Mail benachrichtigen"
      - textbox "E-Mail-Adresse für Benachrichtigungen"
      - button "Einstellungen speichern"
  `);

  screen = await shown(page, '/menu');
  await expect(screen).toMatchAriaSnapshot(frame('Menü'));
  await expect(backArrows()).toHaveCount(0);
  await expect(screen.getByRole('main')).toMatchAriaSnapshot(`
    - region "Übersicht":
      - heading "Übersicht" [level=2]
      - list
    - region "Services":
      - heading "Services" [level=2]
      - list:
        - listitem:
          - link "Schadensmeldung"
        - listitem:
          - link "Meine Schäden"
    - region "Aktionen":
      - heading "Aktionen" [level=2]
    - region "Mein Konto":
      - heading "Mein Konto" [level=2]
      - list:
        - listitem:
          - link "Profil"
        - listitem:
          - link "Einstellungen"
        - listitem:
          - link "Hilfe"
        - listitem:
          - link "Erklärung zur Barrierefreiheit"
    - button "Abmelden"
  `);
});

test('a claim form: its parts as regions, labelled fields, errors announced; toasts and page changes are live', async ({
  page,
}) => {
  await login(page);
  const screen = await shown(page, '/services/schadensmeldung/haushalt');
  await expect(screen).toMatchAriaSnapshot(frame('Haushaltsschaden melden'));
  await expect(screen.getByRole('main')).toMatchAriaSnapshot(`
    - region "Vertrag und deine Angaben":
      - heading "Vertrag und deine Angaben" [level=2]
      - combobox "Vertrag"
      - region "Gemeldet von":
        - heading "Gemeldet von" [level=3]
    - region "Worum geht es":
      - heading "Worum geht es" [level=2]
      - combobox "Art des Schadens"
      - textbox "Datum des Schadens (TT.MM.JJJJ)"
      - textbox "Ort"
    - region "Was ist passiert":
      - heading "Was ist passiert" [level=2]
      - textbox "Beschreibung"
    - region "Beschädigte Gegenstände":
      - heading "Beschädigte Gegenstände" [level=2]
      - button "Gegenstand hinzufügen"
    - region "Auszahlung":
      - textbox "Kontoinhaber:in"
      - textbox "IBAN für die Auszahlung"
    - region "Fotos und Unterlagen":
      - button "Foto aufnehmen"
      - button "Dateien auswählen"
    - button "Weiter"
  `);
  await screen.getByRole('button', { name: 'Weiter' }).click();
  await expect(screen.getByRole('main')).toMatchAriaSnapshot(`
    - region "Bitte prüfe die markierten Felder.":
      - heading "Bitte prüfe die markierten Felder." [level=2]
      - list:
        - listitem:
          - link "Bitte wähle die Art des Schadens."
        - listitem:
          - link "Bitte gib das Datum des Schadens an."
        - listitem:
          - link "Bitte gib eine Beschreibung an."
    - region "Worum geht es":
      - combobox "Art des Schadens" [invalid]
      - alert: Bitte wähle die Art des Schadens.
      - textbox "Datum des Schadens (TT.MM.JJJJ)" [invalid]
      - alert: Bitte gib das Datum des Schadens an.
    - region "Was ist passiert":
      - textbox "Beschreibung" [invalid]
      - alert: Bitte gib eine Beschreibung an.
    - button "Weiter"
  `);

  // Outside the pages: the live regions of the page changes and of the toasts.
  await screen.getByRole('link', { name: 'Produkte' }).click();
  await expect(currentPage(page).getByRole('heading', { level: 1 })).toHaveText('Produkte');
  await expect(page.locator('body')).toMatchAriaSnapshot(`
    - status: Produkte
  `);
  await page.goto('/profil');
  const profile = currentPage(page);
  await profile.getByRole('button', { name: 'Daten bearbeiten' }).click();
  await profile.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.locator('body')).toMatchAriaSnapshot(`
    - status: Deine Daten wurden gespeichert.
  `);
});
