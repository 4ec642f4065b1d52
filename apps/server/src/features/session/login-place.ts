import { readFile } from 'node:fs/promises';
import { isIP } from 'node:net';
import { Reader, type CityResponse } from 'mmdb-lib';

/** The place an address is in, as the customer reads it ("Wien, Österreich"); null when unknown. */
type PlaceOf = (ip: string) => string | null;

type Names = { de?: string; en?: string };

/**
 * A record of a city or country database: MaxMind's layout (GeoLite2, GeoIP2, DB-IP's own
 * files) with names per language, or the flat one of ip-location-db's files.
 */
type PlaceRecord = {
  city?: { names?: Names } | string;
  country?: { iso_code?: string; names?: Names };
  country_code?: string;
};

const countryNames = new Intl.DisplayNames(['de-AT'], { type: 'region' });

/** "Wien, Österreich", "Österreich", or null for a record that names no country. */
function placeFromRecord(record: PlaceRecord): string | null {
  const code = record.country?.iso_code ?? record.country_code;
  const country =
    record.country?.names?.de ??
    (code !== undefined && /^[A-Za-z]{2}$/.test(code)
      ? countryNames.of(code.toUpperCase())
      : undefined) ??
    record.country?.names?.en;
  if (country === undefined) return null;
  const city =
    typeof record.city === 'string'
      ? record.city
      : (record.city?.names?.de ?? record.city?.names?.en);
  return city === undefined || city === '' ? country : `${city}, ${country}`;
}

/**
 * Looks addresses up in the IP database at `file` (MaxMind DB format), read once into memory;
 * without one, no place is known. An address the database does not hold (a private network, an
 * IPv6 address in an IPv4 database) has none.
 */
export async function openPlaceLookup(file: string | null): Promise<PlaceOf> {
  if (file === null) return () => null;
  const reader = new Reader<CityResponse>(await readFile(file));
  return (ip) => {
    // An IPv4 client on a dual-stack socket arrives as ::ffff:a.b.c.d.
    const address = ip.startsWith('::ffff:') && isIP(ip.slice(7)) === 4 ? ip.slice(7) : ip;
    const version = isIP(address);
    if (version === 0 || version > reader.metadata.ipVersion) return null;
    // Which layout the file has is known only once it is read.
    const record: unknown = reader.get(address);
    return record === null ? null : placeFromRecord(record as PlaceRecord);
  };
}
