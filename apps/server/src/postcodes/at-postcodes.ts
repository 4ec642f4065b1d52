import { readFileSync } from 'node:fs';

// Every Austrian postcode with its places, municipalities and coordinates, from GeoNames (CC BY
// 4.0, see at-postcodes.LICENSE.txt): the profile checks addresses with it, the storm warning
// finds the postcodes a warning's area covers. Read once, when first asked.

/** A place of a postcode, in WGS 84 degrees. */
export type PostcodePoint = { lat: number; lon: number };

/** Where a place lies: its federal state, and whether in a statutory city (Statutarstadt). */
export type PostcodeArea = { state: string; statutoryCity: boolean };

type Postcode = {
  /** The names a customer may write for the place, as compared (placeKey), and where each lies. */
  keys: ReadonlyMap<string, PostcodeArea>;
  /** What the customer is told the postcode belongs to: municipalities first, then places. */
  names: readonly string[];
  points: readonly PostcodePoint[];
  /** Municipality codes (Gemeindekennziffer, 5 digits) of its places. */
  municipalities: ReadonlySet<string>;
};

const COLUMNS = {
  postcode: 1,
  place: 2,
  state: 3,
  district: 6,
  community: 7,
  communityCode: 8,
  latitude: 9,
  longitude: 10,
} as const;

/**
 * The districts that are statutory cities (Statutarstädte) outside Vienna, by district code:
 * Eisenstadt, Rust, Klagenfurt, Villach, Krems, St. Pölten, Waidhofen an der Ybbs, Wiener Neustadt,
 * Linz, Steyr, Wels, Salzburg, Graz, Innsbruck.
 */
const STATUTORY_CITIES: ReadonlySet<string> = new Set([
  '101',
  '102',
  '201',
  '202',
  '301',
  '302',
  '303',
  '304',
  '401',
  '402',
  '403',
  '501',
  '601',
  '701',
]);

const SUGGESTIONS = 3;

let postcodes: ReadonlyMap<string, Postcode> | undefined;

/** The fields of one CSV line (RFC 4180: quoted fields may hold commas and doubled quotes). */
function csvFields(line: string): string[] {
  const fields: string[] = [];
  let i = 0;
  while (i <= line.length) {
    if (line[i] === '"') {
      let value = '';
      i++;
      while (i < line.length && !(line[i] === '"' && line[i + 1] !== '"')) {
        value += line.charAt(i);
        i += line[i] === '"' ? 2 : 1;
      }
      fields.push(value);
      i += 2;
    } else {
      const end = line.indexOf(',', i);
      const stop = end === -1 ? line.length : end;
      fields.push(line.slice(i, stop));
      i = stop + 1;
    }
  }
  return fields;
}

/**
 * A place name as compared: case, umlauts written out or not ("Voecklabruck"), "St." for
 * "Sankt", and spaces, dashes and commas between the words make no difference.
 */
export function placeKey(name: string): string {
  return name
    .normalize('NFC')
    .toLowerCase()
    .replaceAll('ß', 'ss')
    .replaceAll('ä', 'ae')
    .replaceAll('ö', 'oe')
    .replaceAll('ü', 'ue')
    .replace(/(^|[\s-])st\.\s*/g, '$1sankt ')
    .replace(/[\s,./-]+/g, ' ')
    .trim();
}

/**
 * The list writes a Vienna district's code in three digits (907 for Neubau); Statistik Austria's
 * Gemeindekennziffer of the district is 90701, and Vienna as a whole is 90001.
 */
function municipalityCodes(code: string): string[] {
  return /^9\d\d$/.test(code) ? [`${code}01`, '90001'] : [code];
}

function load(): ReadonlyMap<string, Postcode> {
  const collected = new Map<
    string,
    {
      keys: Map<string, PostcodeArea>;
      communities: string[];
      places: string[];
      points: PostcodePoint[];
      municipalities: Set<string>;
    }
  >();
  const lines = readFileSync(new URL('at-postcodes.csv', import.meta.url), 'utf8').split('\n');
  for (const line of lines.slice(1)) {
    const fields = csvFields(line.trimEnd());
    const postcode = fields[COLUMNS.postcode];
    const place = fields[COLUMNS.place];
    const community = fields[COLUMNS.community];
    const state = fields[COLUMNS.state];
    const district = fields[COLUMNS.district];
    if (
      postcode === undefined ||
      place === undefined ||
      community === undefined ||
      state === undefined ||
      district === undefined
    ) {
      continue;
    }
    let entry = collected.get(postcode);
    if (entry === undefined) {
      entry = {
        keys: new Map(),
        communities: [],
        places: [],
        points: [],
        municipalities: new Set(),
      };
      collected.set(postcode, entry);
    }
    const lat = Number(fields[COLUMNS.latitude]);
    const lon = Number(fields[COLUMNS.longitude]);
    if (Number.isFinite(lat) && Number.isFinite(lon)) entry.points.push({ lat, lon });
    for (const code of municipalityCodes(fields[COLUMNS.communityCode] ?? '')) {
      if (code !== '') entry.municipalities.add(code);
    }
    const area = { state, statutoryCity: STATUTORY_CITIES.has(district) };
    // "Wien, Landstraße" and "Graz,14.Bez.:Eggenberg" are the city with its district.
    const city = place.split(',')[0]?.trim() ?? place;
    for (const name of [place, city, community]) {
      if (!entry.keys.has(placeKey(name))) entry.keys.set(placeKey(name), area);
    }
    // Vienna's municipal districts are named "Gemeindebezirk …", which nobody writes as a place.
    if (!community.startsWith('Gemeindebezirk')) entry.communities.push(community);
    entry.places.push(city);
  }
  return new Map(
    [...collected].map(([postcode, { keys, communities, places, points, municipalities }]) => [
      postcode,
      {
        keys,
        names: [...new Set([...communities, ...places])].slice(0, SUGGESTIONS),
        points,
        municipalities,
      },
    ]),
  );
}

function postcodeList(): ReadonlyMap<string, Postcode> {
  postcodes ??= load();
  return postcodes;
}

/** Whether the postcode is an Austrian one. */
export function isAustrianPostcode(postcode: string): boolean {
  return postcodeList().has(postcode);
}

/** What a postcode is known by (at most three municipalities and places), none if unknown. */
export function placesOf(postcode: string): readonly string[] {
  return postcodeList().get(postcode)?.names ?? [];
}

/** Every postcode with its places' coordinates and municipality codes. */
export function* postcodeAreas(): Generator<{
  postcode: string;
  points: readonly PostcodePoint[];
  municipalities: ReadonlySet<string>;
}> {
  for (const [postcode, { points, municipalities }] of postcodeList()) {
    yield { postcode, points, municipalities };
  }
}

export type PlaceCheck =
  | { kind: 'ok'; area: PostcodeArea }
  | { kind: 'unknown-postcode' }
  | { kind: 'other-place'; names: readonly string[] };

/** Whether the postcode is Austrian and the place is one of it, and where that place lies. */
export function checkPlace(postcode: string, place: string): PlaceCheck {
  const found = postcodeList().get(postcode);
  if (found === undefined) return { kind: 'unknown-postcode' };
  const area = found.keys.get(placeKey(place));
  return area === undefined ? { kind: 'other-place', names: found.names } : { kind: 'ok', area };
}
