import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { CapError, parseCapDocument, type CapAlert } from './cap.ts';
import { coveredPostcodes } from './covered-postcodes.ts';

const fixture = (name: string) => readFile(new URL(`fixtures/${name}`, import.meta.url), 'utf8');

async function alertOf(name: string): Promise<CapAlert> {
  const document = await parseCapDocument(await fixture(name));
  if (document.kind !== 'alert') throw new Error(`${name} is no alert`);
  return document.alert;
}

describe('CAP alerts', () => {
  it('reads a hail warning with a polygon, in German where the alert has German', async () => {
    const alert = await alertOf('hagel-wien-polygon.xml');
    expect(alert).toMatchObject({
      sender: 'warnungen@geosphere.at',
      identifier: '2.49.0.0.40.0.AT.20261120T0730.GEW.W-HAGEL-0412',
      sent: Date.parse('2026-11-20T07:30:00Z'),
      msgType: 'Alert',
      warning: {
        kind: 'hagel',
        level: 'orange',
        event: 'Gewitter mit Hagel',
        headline: 'Gewitter mit Hagel und Sturmböen im Großraum Wien',
        senderName: 'GeoSphere Austria',
        onset: Date.parse('2026-11-20T12:00:00Z'),
        expires: Date.parse('2026-11-20T20:00:00Z'),
      },
    });
    expect(alert.warning?.instruction).toMatch(/^Schließe Fenster/);
    expect(alert.warning?.areas[0]?.polygons[0]).toHaveLength(8);
  });

  it('covers the postcodes whose places lie inside the polygon', async () => {
    const alert = await alertOf('hagel-wien-polygon.xml');
    const covered = coveredPostcodes(alert.warning?.areas ?? []);
    expect(covered).toEqual(expect.arrayContaining(['1010', '1070', '1230', '2380']));
    expect(covered).not.toContain('5020');
    expect(covered).not.toContain('4020');
  });

  it('reads a storm warning by municipality codes (GKZ) and covers their postcodes', async () => {
    const alert = await alertOf('sturm-gemeinden.xml');
    expect(alert.warning).toMatchObject({ kind: 'sturm', level: 'rot' });
    expect(alert.warning?.areas.flatMap((a) => a.municipalities)).toEqual(['50101', '60101']);
    const covered = coveredPostcodes(alert.warning?.areas ?? []);
    expect(covered).toEqual(expect.arrayContaining(['5020', '8010', '8020']));
    expect(covered).not.toContain('1070');
  });

  it("takes MeteoAlarm's awareness level and type", async () => {
    const alert = await alertOf('gewitter-linz-meteoalarm.xml');
    expect(alert.warning).toMatchObject({ kind: 'gewitter', level: 'gelb' });
    expect(coveredPostcodes(alert.warning?.areas ?? [])).toContain('4020');
  });

  it('reads a cancel as no warning, with the alert it cancels', async () => {
    const alert = await alertOf('sturm-aufgehoben.xml');
    expect(alert.msgType).toBe('Cancel');
    expect(alert.warning).toBeNull();
    expect(alert.references).toEqual([
      {
        sender: 'warnungen@geosphere.at',
        identifier: '2.49.0.0.40.0.AT.20261120T0500.STU.W-FOEHN-0077',
      },
    ]);
  });

  it('counts Vienna as a whole (90001) for each of its districts', () => {
    const covered = coveredPostcodes([
      { description: 'Wien', polygons: [], circles: [], municipalities: ['90001'] },
    ]);
    expect(covered).toEqual(expect.arrayContaining(['1010', '1070', '1230']));
    expect(covered).not.toContain('2380');
  });

  it('covers the postcodes within a circle', () => {
    const covered = coveredPostcodes([
      {
        description: 'Perchtoldsdorf',
        polygons: [],
        circles: [{ centre: { lat: 48.1194, lon: 16.2661 }, radiusKm: 1 }],
        municipalities: [],
      },
    ]);
    expect(covered).toContain('2380');
    expect(covered).not.toContain('1010');
  });

  it('takes no warning from a test alert or one without a level', async () => {
    const hail = await fixture('hagel-wien-polygon.xml');
    const test = await parseCapDocument(
      hail.replace('<status>Actual</status>', '<status>Test</status>'),
    );
    expect(test).toMatchObject({ kind: 'alert', alert: { warning: null } });
    const green = await parseCapDocument(
      hail.replaceAll('3; orange; Severe', '1; green; Minor').replaceAll('Severe', 'Minor'),
    );
    expect(green).toMatchObject({ kind: 'alert', alert: { warning: null } });
  });

  it.each([
    ['a cut-off document', 'abgebrochen.xml', /not well-formed/],
    ['another format', null, /neither a CAP alert nor an Atom feed/],
    ['CAP 1.1', 'cap11', /not a CAP 1.2 alert/],
    ['an open polygon', 'open', /polygon must be closed/],
    ['entities of its own (billion laughs)', 'entities', /not well-formed/],
  ])('refuses %s', async (_case, name, reason) => {
    const hail = await fixture('hagel-wien-polygon.xml');
    const xml =
      name === 'cap11'
        ? hail.replace('cap:1.2', 'cap:1.1')
        : name === 'open'
          ? hail.replace('48.13,16.18 48.33,16.18<', '48.13,16.18<')
          : name === 'entities'
            ? hail.replace(
                '<alert',
                '<!DOCTYPE alert [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;">]><alert',
              )
            : name === null
              ? '<rss version="2.0"><channel/></rss>'
              : await fixture(name);
    await expect(parseCapDocument(xml)).rejects.toThrow(CapError);
    await expect(parseCapDocument(xml)).rejects.toThrow(reason);
  });

  it('reads the CAP links of an Atom feed', async () => {
    const feed = await parseCapDocument(`<?xml version="1.0"?>
      <feed xmlns="http://www.w3.org/2005/Atom" xmlns:cap="urn:oasis:names:tc:emergency:cap:1.2">
        <id>warnungen-at</id><title>Warnungen</title><updated>2026-11-20T08:30:00+01:00</updated>
        <entry>
          <id>a</id><title>Gewitter</title><updated>2026-11-20T08:30:00+01:00</updated>
          <link rel="alternate" type="text/html" href="https://warnungen.example/a.html"/>
          <link rel="related" type="application/cap+xml" href="https://warnungen.example/a.xml"/>
          <cap:event>Gewitter</cap:event>
        </entry>
        <entry>
          <id>b</id><title>Sturm</title><updated>2026-11-20T08:30:00+01:00</updated>
          <link rel="related" type="application/cap+xml" href="/b.xml"/>
        </entry>
      </feed>`);
    expect(feed).toEqual({ kind: 'feed', links: ['https://warnungen.example/a.xml', '/b.xml'] });
  });
});
