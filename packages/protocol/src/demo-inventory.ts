import type { InventoryItem } from './calls/inventory.ts';

/** An item of the demo inventory, as the demo data and the test mode start with it. */
export type DemoInventoryItem = Pick<
  InventoryItem,
  'Bezeichnung' | 'Raum' | 'Kaufdatum' | 'Preis' | 'Anzahl' | 'Notiz'
>;

function item(
  Raum: DemoInventoryItem['Raum'],
  Bezeichnung: string,
  Preis: number | null,
  Kaufdatum: string | null,
  Anzahl = 1,
  Notiz = '',
): DemoInventoryItem {
  return { Bezeichnung, Raum, Kaufdatum, Preis, Anzahl, Notiz };
}

/**
 * A started household inventory: 25 items in four rooms, 91.202 € with a price and two without.
 * Against a household sum insured of 120.000 € that is 76 %, just under the warning.
 */
export const DEMO_INVENTORY: readonly DemoInventoryItem[] = [
  item('Wohnzimmer', 'Ecksofa Leder', 429_000, '2021-04-17'),
  item('Wohnzimmer', 'OLED-Fernseher 65 Zoll', 249_900, '2023-11-24'),
  item('Wohnzimmer', 'Soundbar', 89_900, '2023-11-24'),
  item('Wohnzimmer', 'Perserteppich, handgeknüpft', 320_000, '2016-06-02'),
  item('Wohnzimmer', 'Bücherregal Eiche', 68_900, '2019-02-09', 2),
  item('Wohnzimmer', 'Ölgemälde „Traunsee im Herbst“', 720_000, '2018-10-05', 1, 'Mit Zertifikat'),
  item('Wohnzimmer', 'Stehleuchte', 54_000, '2022-01-15'),
  item('Wohnzimmer', 'Plattenspieler und Schallplatten', 185_000, '2020-12-19'),
  item('Küche', 'Einbauküche mit Geräten', 2_490_000, '2019-08-30'),
  item('Küche', 'Kaffeevollautomat', 129_000, '2024-03-08'),
  item('Küche', 'Geschirr und Besteck', 140_000, '2019-09-14'),
  item('Küche', 'Küchenmaschine', 74_900, '2022-05-21'),
  item('Küche', 'Esstisch mit sechs Sesseln', 398_000, '2019-09-14'),
  item('Küche', 'Weinkühlschrank mit Weinen', null, null, 1, 'Preis noch nachsehen'),
  item('Schlafzimmer', 'Boxspringbett 180 × 200', 349_000, '2021-04-17'),
  item('Schlafzimmer', 'Kleiderschrank', 265_000, '2019-08-30'),
  item('Schlafzimmer', 'Kleidung und Schuhe', 950_000, null),
  item('Schlafzimmer', 'Schmuck und Uhren', 1_480_000, null, 1, 'Fotos im Tresor'),
  item('Schlafzimmer', 'Nachtkästchen', 32_000, '2021-04-17', 2),
  item('Schlafzimmer', 'Bettwäsche und Decken', 85_000, '2023-10-02'),
  item('Arbeitszimmer', 'Laptop', 219_900, '2024-09-12', 1, 'Seriennummer auf der Rechnung'),
  item('Arbeitszimmer', 'Monitor 27 Zoll', 42_900, '2024-09-12', 2),
  item('Arbeitszimmer', 'Schreibtisch, höhenverstellbar', 89_000, '2022-02-26'),
  item('Arbeitszimmer', 'Bürosessel', 115_000, '2022-02-26'),
  item('Arbeitszimmer', 'Systemkamera mit Objektiven', null, '2017-07-01'),
];
