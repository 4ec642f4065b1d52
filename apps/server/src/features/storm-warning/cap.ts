import { STORM_LEVELS, type StormKind, type StormLevel } from '@servicebereich/protocol';
import type { X2jOptions } from 'fast-xml-parser';
import { z } from 'zod/mini';

// Reading CAP 1.2 (OASIS Common Alerting Protocol), the format of GeoSphere Austria and
// MeteoAlarm, and the Atom feeds that list CAP alerts. Only what the storm warning uses is read;
// a document that is not well-formed XML, or not a CAP 1.2 alert or Atom feed, is refused whole.

const CAP_NAMESPACE = 'urn:oasis:names:tc:emergency:cap:1.2';
const ATOM_NAMESPACE = 'http://www.w3.org/2005/Atom';
/** Larger documents are refused unread; a national feed's alert is a few kilobytes. */
export const CAP_MAX_BYTES = 5 * 1024 * 1024;

export class CapError extends Error {}

export type CapPoint = { lat: number; lon: number };

export type CapArea = {
  description: string;
  /** Closed rings of points. */
  polygons: readonly (readonly CapPoint[])[];
  circles: readonly { centre: CapPoint; radiusKm: number }[];
  /** Gemeindekennziffern from geocodes named GKZ. */
  municipalities: readonly string[];
};

export type CapWarningInfo = {
  kind: StormKind;
  level: StormLevel;
  event: string;
  headline: string;
  description: string;
  instruction: string;
  senderName: string;
  onset: number;
  expires: number;
  areas: readonly CapArea[];
};

export type CapAlert = {
  sender: string;
  identifier: string;
  sent: number;
  msgType: 'Alert' | 'Update' | 'Cancel' | 'Ack' | 'Error';
  /** Earlier alerts this one updates or cancels. */
  references: readonly { sender: string; identifier: string }[];
  /** The warning, or null: not an actual public warning, or one without a level (green). */
  warning: CapWarningInfo | null;
};

export type CapDocument = { kind: 'alert'; alert: CapAlert } | { kind: 'feed'; links: string[] };

/** Without an end, a warning is taken to last this long from its start. */
const DEFAULT_DURATION_MS = 24 * 3_600_000;

const LISTS = new Set([
  'info',
  'area',
  'polygon',
  'circle',
  'geocode',
  'parameter',
  'category',
  'entry',
  'link',
]);

const PARSER_OPTIONS: X2jOptions = {
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  removeNSPrefix: true,
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  // Only the XML entities; a DOCTYPE's own entities are bounded by the parser's defaults.
  processEntities: true,
  isArray: (name) => LISTS.has(name),
};

const text = z._default(z.string(), '');
const instant = z.string().check(
  z.refine((v) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?([+-]\d{2}:\d{2}|Z)$/.test(v)),
  z.refine((v) => Number.isFinite(Date.parse(v))),
);
const named = z.object({ valueName: text, value: text });

const areaSchema = z.object({
  areaDesc: text,
  polygon: z._default(z.array(z.string()), []),
  circle: z._default(z.array(z.string()), []),
  geocode: z._default(z.array(named), []),
});

const infoSchema = z.object({
  language: z._default(z.string(), 'en-US'),
  event: z.string(),
  severity: z.string(),
  effective: z.optional(instant),
  onset: z.optional(instant),
  expires: z.optional(instant),
  senderName: text,
  headline: text,
  description: text,
  instruction: text,
  parameter: z._default(z.array(named), []),
  area: z._default(z.array(areaSchema), []),
});

const alertSchema = z.object({
  identifier: z.string().check(z.minLength(1)),
  sender: z.string().check(z.minLength(1)),
  sent: instant,
  status: z.enum(['Actual', 'Exercise', 'System', 'Test', 'Draft']),
  msgType: z.enum(['Alert', 'Update', 'Cancel', 'Ack', 'Error']),
  scope: z.enum(['Public', 'Restricted', 'Private']),
  references: z.optional(z.string()),
  info: z._default(z.array(infoSchema), []),
});

const feedSchema = z.object({
  entry: z._default(
    z.array(
      z.object({
        link: z._default(
          z.array(z.object({ '@_href': z.optional(z.string()), '@_type': z.optional(z.string()) })),
          [],
        ),
      }),
    ),
    [],
  ),
});

type Info = z.infer<typeof infoSchema>;
type Area = z.infer<typeof areaSchema>;

/** MeteoAlarm's awareness levels: 1 green (no warning), 2 yellow, 3 orange, 4 red. */
function levelOf(info: Info): StormLevel | null {
  const awareness = info.parameter.find((p) => p.valueName === 'awareness_level');
  if (awareness !== undefined) {
    const level = Number(awareness.value.split(';')[0]);
    return STORM_LEVELS[level - 2] ?? null;
  }
  switch (info.severity) {
    case 'Moderate':
      return 'gelb';
    case 'Severe':
      return 'orange';
    case 'Extreme':
      return 'rot';
    default:
      return null;
  }
}

/** MeteoAlarm's awareness types by number. */
const AWARENESS_TYPES: Partial<Record<number, StormKind>> = {
  1: 'sturm',
  2: 'schnee',
  3: 'gewitter',
  5: 'hitze',
  6: 'kaelte',
  10: 'regen',
  12: 'regen',
  13: 'regen',
};

const EVENT_WORDS: readonly [RegExp, StormKind][] = [
  [/hagel/i, 'hagel'],
  [/gewitter/i, 'gewitter'],
  [/sturm|orkan|wind|böen/i, 'sturm'],
  [/glatteis|glätte|eisregen/i, 'glatteis'],
  [/schnee/i, 'schnee'],
  [/regen/i, 'regen'],
  [/hitze/i, 'hitze'],
  [/kälte|frost/i, 'kaelte'],
];

/** Hail is named in the event (MeteoAlarm counts it as a thunderstorm); otherwise the type. */
function kindOf(info: Info): StormKind {
  if (/hagel/i.test(info.event)) return 'hagel';
  const type = info.parameter.find((p) => p.valueName === 'awareness_type');
  const byType = type === undefined ? undefined : AWARENESS_TYPES[Number(type.value.split(';')[0])];
  return byType ?? EVENT_WORDS.find(([words]) => words.test(info.event))?.[1] ?? 'sonstiges';
}

function coordinate(pair: string): CapPoint {
  const [lat, lon, ...rest] = pair.split(',').map(Number);
  if (
    lat === undefined ||
    lon === undefined ||
    rest.length > 0 ||
    !(Math.abs(lat) <= 90 && Math.abs(lon) <= 180)
  ) {
    throw new CapError(`bad coordinate: ${pair.slice(0, 40)}`);
  }
  return { lat, lon };
}

function areaOf(area: Area): CapArea {
  return {
    description: area.areaDesc,
    polygons: area.polygon.map((polygon) => {
      const points = polygon
        .split(/\s+/)
        .filter((p) => p !== '')
        .map(coordinate);
      const first = points[0];
      const last = points.at(-1);
      if (points.length < 4 || first?.lat !== last?.lat || first?.lon !== last?.lon) {
        throw new CapError('a polygon must be closed and have at least four points');
      }
      return points;
    }),
    circles: area.circle.map((circle) => {
      const [centre = '', radius = ''] = circle.split(/\s+/);
      const radiusKm = Number(radius);
      if (!(radiusKm >= 0)) throw new CapError('bad circle radius');
      return { centre: coordinate(centre), radiusKm };
    }),
    municipalities: area.geocode
      .filter((g) => g.valueName.toUpperCase() === 'GKZ' && /^\d{5}$/.test(g.value))
      .map((g) => g.value),
  };
}

/** The German info where there is one (an alert may carry one per language). */
function warningOf(infos: readonly Info[], sent: number): CapWarningInfo | null {
  const info = infos.find((i) => i.language.toLowerCase().startsWith('de')) ?? infos[0];
  if (info === undefined) return null;
  const level = levelOf(info);
  if (level === null) return null;
  const onset = Date.parse(info.onset ?? info.effective ?? new Date(sent).toISOString());
  return {
    kind: kindOf(info),
    level,
    event: info.event,
    headline: info.headline === '' ? info.event : info.headline,
    description: info.description,
    instruction: info.instruction,
    senderName: info.senderName,
    onset,
    expires: info.expires === undefined ? onset + DEFAULT_DURATION_MS : Date.parse(info.expires),
    areas: info.area.map(areaOf),
  };
}

/** "sender,identifier,sent sender,identifier,sent …" */
function referencesOf(value: string | undefined): { sender: string; identifier: string }[] {
  return (value ?? '')
    .split(/\s+/)
    .filter((r) => r !== '')
    .flatMap((reference) => {
      const [sender, identifier] = reference.split(',');
      return sender === undefined || identifier === undefined ? [] : [{ sender, identifier }];
    });
}

function issuesOf(error: z.core.$ZodError): string {
  return error.issues
    .slice(0, 3)
    .map((i) => `${i.path.join('.')}: ${i.message}`)
    .join('; ');
}

/**
 * The namespace of the document's root element, as its start tag declares it (the parser drops
 * namespaces, so that `cap:alert` and `alert` read alike).
 */
function rootNamespace(xml: string): string | null {
  const root = /<(?![?!])(?:([\w.-]+):)?[\w.-]+([^>]*)>/.exec(xml);
  if (root === null) return null;
  const prefix = root[1] === undefined ? '' : `:${root[1]}`;
  const declared = new RegExp(`\\sxmlns${prefix}\\s*=\\s*(["'])(.*?)\\1`).exec(root[2] ?? '');
  return declared?.[2] ?? null;
}

/**
 * A CAP 1.2 alert or an Atom feed of CAP alerts; throws CapError for anything else. The XML
 * libraries are loaded with the first document, not at start (decision 016).
 */
export async function parseCapDocument(xml: string): Promise<CapDocument> {
  if (Buffer.byteLength(xml) > CAP_MAX_BYTES) throw new CapError('document too large');
  const [{ XMLParser }, { SyntaxValidator }] = await Promise.all([
    import('fast-xml-parser'),
    import('fast-xml-validator'),
  ]);
  try {
    SyntaxValidator.validate(xml, { docType: { maxEntityCount: 0 } });
  } catch (error) {
    const { code, line } = error as { code?: string; line?: number };
    throw new CapError(`not well-formed XML (line ${String(line)}): ${String(code)}`);
  }
  const root = new XMLParser(PARSER_OPTIONS).parse(xml) as Record<string, unknown>;
  const namespace = rootNamespace(xml);
  if ('alert' in root) {
    if (namespace !== CAP_NAMESPACE)
      throw new CapError(`not a CAP 1.2 alert: ${namespace ?? 'no namespace'}`);
    const parsed = alertSchema.safeParse(root.alert);
    if (!parsed.success) throw new CapError(`not a CAP 1.2 alert: ${issuesOf(parsed.error)}`);
    const alert = parsed.data;
    const sent = Date.parse(alert.sent);
    const actual = alert.status === 'Actual' && alert.scope === 'Public';
    return {
      kind: 'alert',
      alert: {
        sender: alert.sender,
        identifier: alert.identifier,
        sent,
        msgType: alert.msgType,
        references: referencesOf(alert.references),
        warning: actual && alert.msgType !== 'Cancel' ? warningOf(alert.info, sent) : null,
      },
    };
  }
  if ('feed' in root) {
    if (namespace !== ATOM_NAMESPACE)
      throw new CapError(`not an Atom feed: ${namespace ?? 'no namespace'}`);
    const parsed = feedSchema.safeParse(root.feed);
    if (!parsed.success) throw new CapError(`not an Atom feed: ${issuesOf(parsed.error)}`);
    return {
      kind: 'feed',
      links: parsed.data.entry.flatMap((entry) =>
        entry.link.flatMap((link) =>
          link['@_type'] === 'application/cap+xml' && link['@_href'] !== undefined
            ? [link['@_href']]
            : [],
        ),
      ),
    };
  }
  throw new CapError('neither a CAP alert nor an Atom feed');
}
