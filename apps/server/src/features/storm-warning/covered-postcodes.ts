import { postcodeAreas, type PostcodePoint } from '../../postcodes/at-postcodes.ts';
import type { CapArea, CapPoint } from './cap.ts';

// Which Austrian postcodes a warning's areas cover: a postcode is covered when one of its places
// lies in a polygon or circle of an area, or one of its municipalities is named by an area's
// geocode.

const EARTH_RADIUS_KM = 6371;

/** Ray casting on degrees, longitude as x; fine for areas the size of Austrian regions. */
export function insidePolygon(point: PostcodePoint, ring: readonly CapPoint[]): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const a = ring[i];
    const b = ring[j];
    if (a === undefined || b === undefined) continue;
    const crosses =
      a.lat > point.lat !== b.lat > point.lat &&
      point.lon < ((b.lon - a.lon) * (point.lat - a.lat)) / (b.lat - a.lat) + a.lon;
    if (crosses) inside = !inside;
  }
  return inside;
}

function distanceKm(a: PostcodePoint, b: CapPoint): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLon = (b.lon - a.lon) * rad;
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

type Box = { south: number; north: number; west: number; east: number };

function boxOf(ring: readonly CapPoint[]): Box {
  const lats = ring.map((p) => p.lat);
  const lons = ring.map((p) => p.lon);
  return {
    south: Math.min(...lats),
    north: Math.max(...lats),
    west: Math.min(...lons),
    east: Math.max(...lons),
  };
}

function inBox(point: PostcodePoint, box: Box): boolean {
  return (
    point.lat >= box.south &&
    point.lat <= box.north &&
    point.lon >= box.west &&
    point.lon <= box.east
  );
}

export function coveredPostcodes(areas: readonly CapArea[]): string[] {
  const polygons = areas.flatMap((area) =>
    area.polygons.map((ring) => ({ ring, box: boxOf(ring) })),
  );
  const circles = areas.flatMap((area) => area.circles);
  const municipalities = new Set(areas.flatMap((area) => area.municipalities));
  const covered: string[] = [];
  for (const postcode of postcodeAreas()) {
    const named = [...postcode.municipalities].some((code) => municipalities.has(code));
    const inside =
      named ||
      postcode.points.some(
        (point) =>
          polygons.some(({ ring, box }) => inBox(point, box) && insidePolygon(point, ring)) ||
          circles.some(({ centre, radiusKm }) => distanceKm(point, centre) <= radiusKm),
      );
    if (inside) covered.push(postcode.postcode);
  }
  return covered;
}
