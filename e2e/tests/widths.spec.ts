import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { accessibleLightAndDark, currentPage, settle, signIn } from './support.ts';

// The groups below are independent: each runs in whichever worker is free, where the tests of a
// file otherwise run one after another in one worker. The spec comes last, and alone it was the
// run's last minute and a half on one worker while the other had nothing left.
test.describe.configure({ mode: 'parallel' });

/**
 * Every screen, each with its title, in groups of about equal length: each group is one test, so
 * the groups share the workers. The first group is a visitor's, the others a customer's.
 */
const VISITOR_SCREENS = [
  ['/login', 'Anmelden'],
  ['/aktivierung', 'Aktivierungscode einlösen'],
  ['/services/schadensmeldung-neu', 'Schadensmeldung'],
  ['/services/schadensmeldung/kfz-neu', 'Kfz-Schaden melden'],
  ['/hilfe', 'Hilfe'],
  ['/barrierefreiheit', 'Barrierefreiheit'],
  ['/gibt-es-nicht', 'Seite nicht gefunden'],
] as const;
const CUSTOMER_SCREEN_GROUPS = [
  [
    ['/dashboard', 'Home'],
    ['/vertraege', 'Produkte'],
    ['/nachrichten', 'Postbox'],
    ['/menu', 'Menü'],
    ['/services', 'Services'],
    ['/profil', 'Profil'],
    ['/einstellungen', 'Einstellungen'],
    ['/hilfe', 'Hilfe'],
    ['/barrierefreiheit', 'Barrierefreiheit'],
  ],
  [
    ['/geld/vertrag/4102738561/uebersicht', 'Bausparvertrag'],
    ['/geld/vertrag/4102738561/umsaetze', 'Umsätze'],
    ['/geld/vertrag/4102738561/vertragsdetails', 'Vertragsdetails'],
    ['/geld/vertrag/4102738561/einzahlung', 'Einzahlung'],
    ['/geld/vertrag/4102738561/bestaetigungen', 'Bestätigungen'],
    ['/wohnen/vertrag/6100452978/uebersicht', 'Wohnbaukredit'],
    ['/mobilitaet/vertrag/7300418857/uebersicht', 'Kfz-Versicherung'],
    ['/zukunft/vertrag/8100591362/uebersicht', 'FlexibleLife 2.0'],
    ['/zukunft/vertrag/8100591362/fonds', 'Fonds'],
  ],
  [
    ['/services/dokbox', 'DokBox'],
    ['/services/hausrat', 'Mein Hausrat'],
    ['/wohnen/kreditcheckliste', 'Kreditcheckliste'],
    ['/services/schadensmeldung', 'Schadensmeldung'],
    ['/services/schadensmeldung/haushalt', 'Haushaltsschaden melden'],
    ['/services/schadensmeldung/kfz', 'Kfz-Schaden melden'],
    ['/services/meine-schaeden', 'Meine Schäden'],
    ['/services/berater', 'Berater'],
    ['/services/berater/video-termin/B-20417', 'Videotermin vereinbaren'],
  ],
  [
    ['/services/unwetterwarnung', 'Unwetterwarnung'],
    ['/services/immowert', 'ImmoWert'],
    ['/bestfit', 'Best fit'],
    ['/services/me1ns', 'me1ns'],
    ['/services/me1ns/me1nzuhause', 'me1n Zuhause'],
    ['/services/me1ns/my21/', 'my21'],
    ['/services/schmerzlinderung', 'Schmerzlinderung'],
  ],
] as const;
const SCREEN_GROUPS = [
  { who: 'a visitor', screens: VISITOR_SCREENS, signedIn: false },
  ...CUSTOMER_SCREEN_GROUPS.map((screens, index) => ({
    who: `a customer (part ${String(index + 1)} of ${String(CUSTOMER_SCREEN_GROUPS.length)})`,
    screens,
    signedIn: true,
  })),
];

/**
 * The phones' narrowest common width, a tablet's and a desktop's; 390 px, the width of the other
 * specs, is where each screen's own spec checks it.
 */
const WIDTHS = [360, 768, 1280] as const;

/** The screen has its data: no part of it still loading. */
async function loaded(page: Page, title: string): Promise<void> {
  await expect(currentPage(page).getByRole('heading', { level: 1, name: title })).toBeVisible();
  await settle(page);
  await expect(currentPage(page).locator('[aria-busy="true"]')).toHaveCount(0);
}

for (const { who, screens, signedIn } of SCREEN_GROUPS) {
  test(`the screens of ${who} at ${WIDTHS.join(', ')} px: nothing wider than the screen, axe with WCAG 2.2 AA in light and dark`, async ({
    page,
  }, testInfo) => {
    test.setTimeout(240_000);
    if (signedIn) await signIn(page);
    for (const [path, title] of screens) {
      await page.setViewportSize({ width: WIDTHS[0], height: 800 });
      await page.goto(path);
      await loaded(page, title);
      // Each width as a window resized to it: the layout follows without a reload.
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 800 });
        await settle(page);
        // The content's own box: what sticks out of it widens the screen.
        const content = currentPage(page).getByRole('main');
        await expect
          .poll(() => content.evaluate((element) => element.scrollWidth - element.clientWidth), {
            message: `${path} is wider than ${String(width)} px`,
          })
          .toBeLessThanOrEqual(0);
        // No button squeezed below its words, which it would cut.
        await expect
          .poll(
            () =>
              content.evaluate((element) =>
                [...element.querySelectorAll<HTMLElement>('.button')]
                  .filter((button) => {
                    const words = document.createRange();
                    words.selectNodeContents(button);
                    const text = words.getBoundingClientRect();
                    const box = button.getBoundingClientRect();
                    return text.width > 0 && (text.left < box.left || text.right > box.right);
                  })
                  .map((button) => button.textContent),
              ),
            { message: `${path} cuts a button's words at ${String(width)} px` },
          )
          .toEqual([]);
        await accessibleLightAndDark(page, testInfo, path.slice(1).replaceAll('/', '-'));
      }
    }
  });
}
