import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { testConfig } from '../../../test/harness.ts';
import { runAdmin } from '../../admin/admin.ts';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { loadContent } from './content.ts';

const CONTENT = loadConfig({}).contentDir;

describe('the content folder', () => {
  let dir: string;

  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'servicebereich-content-'));
    await cp(CONTENT, dir, { recursive: true });
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  const write = (file: string, text: string) => writeFile(path.join(dir, file), text);
  const edit = async (file: string, change: (text: string) => string) =>
    write(file, change(await readFile(path.join(dir, file), 'utf8')));

  it('holds all 21 my21 days, the lectures, the sliders and the Schmerzlinderung page', async () => {
    const content = await loadContent(CONTENT);
    expect(content.my21.map((d) => d.day)).toEqual(Array.from({ length: 21 }, (_, i) => i + 1));
    for (const day of content.my21) {
      expect(day.task).not.toBe('');
      expect(content.images.get(day.image)?.contentType).toBe('image/svg+xml');
    }
    expect(content.lectures.length).toBeGreaterThanOrEqual(3);
    expect(content.sliders.length).toBeGreaterThanOrEqual(3);
    expect(content.pages.schmerzlinderung.Documents.length).toBeGreaterThan(0);
  });

  it('holds the accessibility statement with the day of its last check and its sections', async () => {
    const { accessibility } = await loadContent(CONTENT);
    expect(accessibility.Title).toBe('Erklärung zur Barrierefreiheit');
    expect(accessibility.CheckedOn).toBe('2026-12-03');
    const headings = accessibility.Body.flatMap((block) =>
      block.Kind === 'heading' ? [block.Spans.map((s) => s.Text).join('')] : [],
    );
    expect(headings).toEqual([
      'Welche Anforderungen wir erfüllen',
      'Wie wir prüfen',
      'Was noch nicht barrierefrei ist',
      'Barrieren melden',
      'Durchsetzungsverfahren',
    ]);
  });

  it('refuses a missing statement and one the app does not know', async () => {
    await write('erklaerungen/impressum.md', '---\ntitel: Impressum\ngeprueft: 2026-12-02\n---\n');
    await expect(loadContent(dir)).rejects.toThrow(
      'Fehler in erklaerungen/impressum.md: diese Erklärung gibt es nicht (es gibt: barrierefreiheit)',
    );
    await rm(path.join(dir, 'erklaerungen'), { recursive: true });
    await mkdir(path.join(dir, 'erklaerungen'));
    await expect(loadContent(dir)).rejects.toThrow(
      'Fehler in erklaerungen/barrierefreiheit.md: die Datei fehlt',
    );
  });

  it('turns Markdown into blocks of text spans', async () => {
    await write(
      'me1nzuhause/vortrag-1.md',
      [
        '---',
        'id: 1',
        'titel: Test',
        'referent: Anna Berger',
        'datum: 2026-10-08',
        'dauer: 30',
        'teaser: Kurz',
        'video: https://player.example.at/embed/42',
        '---',
        'Ein **fetter** und *kursiver* Satz mit [Link](/services/berater).',
        '',
        '## Zwischentitel',
        '',
        '1. eins',
        '2. zwei',
      ].join('\n'),
    );
    const content = await loadContent(dir);
    const lecture = content.lectures.find((l) => l.Id === 1);
    expect(lecture?.Body).toEqual([
      {
        Kind: 'paragraph',
        Spans: [
          { Text: 'Ein ', Style: 'plain', Href: null },
          { Text: 'fetter', Style: 'strong', Href: null },
          { Text: ' und ', Style: 'plain', Href: null },
          { Text: 'kursiver', Style: 'em', Href: null },
          { Text: ' Satz mit ', Style: 'plain', Href: null },
          { Text: 'Link', Style: 'plain', Href: '/services/berater' },
          { Text: '.', Style: 'plain', Href: null },
        ],
      },
      { Kind: 'heading', Spans: [{ Text: 'Zwischentitel', Style: 'plain', Href: null }] },
      {
        Kind: 'numbers',
        Items: [
          [{ Text: 'eins', Style: 'plain', Href: null }],
          [{ Text: 'zwei', Style: 'plain', Href: null }],
        ],
      },
    ]);
    expect(content.videoOrigins).toEqual(['https://player.example.at']);
  });

  it.each([
    [
      'raw HTML',
      'my21/tag-03.md',
      (t: string) => `${t}\n<img src=x onerror="alert(1)">\n`,
      'Fehler in my21/tag-03.md: HTML ist in Inhalten nicht erlaubt',
    ],
    [
      'a script link',
      'my21/tag-04.md',
      (t: string) => `${t}\n[klick](javascript:alert(1))\n`,
      'Fehler in my21/tag-04.md: der Link auf javascript:alert(1) ist nicht erlaubt',
    ],
    [
      'a missing task',
      'my21/tag-05.md',
      (t: string) => t.replace(/^aufgabe: .*$/m, ''),
      'Fehler in my21/tag-05.md: aufgabe: fehlt',
    ],
    [
      'a picture that is not there',
      'slider/01-my21.md',
      (t: string) => t.replace(/^bild: .*$/m, 'bild: fehlt.svg'),
      'Fehler in slider/01-my21.md: bild: fehlt.svg ist nicht in bilder/',
    ],
    [
      'an unknown front matter key',
      'seiten/schmerzlinderung.md',
      (t: string) => t.replace('---\n', '---\nfarbe: rot\n'),
      'Fehler in seiten/schmerzlinderung.md: unbekannter Schlüssel „farbe“',
    ],
    [
      'broken YAML',
      'me1nzuhause/vortrag-2.md',
      (t: string) => t.replace(/^titel: .*$/m, "titel: 'offen"),
      'Fehler in me1nzuhause/vortrag-2.md: die Front Matter ist kein gültiges YAML (Zeile 3)',
    ],
    [
      'a video that is not https',
      'me1nzuhause/vortrag-2.md',
      (t: string) => t.replace('---\nid', '---\nvideo: http://example.at/v\nid'),
      'Fehler in me1nzuhause/vortrag-2.md: video: video muss die https://-Adresse',
    ],
    [
      'a day of the last check that is no date',
      'erklaerungen/barrierefreiheit.md',
      (t: string) => t.replace(/^geprueft: .*$/m, 'geprueft: 2026-13-01'),
      'Fehler in erklaerungen/barrierefreiheit.md: geprueft: erwartet ein Datum als JJJJ-MM-TT',
    ],
    [
      'a slider shown until before it starts',
      'slider/02-me1nzuhause.md',
      (t: string) => t.replace('---\ntitel', '---\nvon: 2026-12-01\nbis: 2026-11-01\ntitel'),
      'Fehler in slider/02-me1nzuhause.md: von darf nicht nach bis liegen',
    ],
  ])('refuses %s, naming the file and the reason', async (_what, file, change, message) => {
    await edit(file, change);
    await expect(loadContent(dir)).rejects.toThrow(message);
  });

  it('refuses a missing day and an SVG with a script', async () => {
    await rm(path.join(dir, 'my21/tag-21.md'));
    await expect(loadContent(dir)).rejects.toThrow('Fehler in my21/: es fehlen die Tage 21');
    await cp(path.join(CONTENT, 'my21/tag-21.md'), path.join(dir, 'my21/tag-21.md'));
    await edit('bilder/my21-tag-01.svg', (t) =>
      t.replace('</svg>', '<script>alert(1)</script></svg>'),
    );
    await expect(loadContent(dir)).rejects.toThrow(
      'Fehler in bilder/my21-tag-01.svg: das Bild ist nicht, was sein Name sagt',
    );
  });

  it('is checked by `npm run admin -- content check`, which names a broken file in German', async () => {
    const lines: string[] = [];
    const check = () =>
      runAdmin(['content', 'check'], {
        db: undefined as never,
        now: 0,
        activationCodeMs: 0,
        config: testConfig({ contentDir: dir }),
        out: (line) => lines.push(line),
      });
    expect(await check()).toBe(0);
    expect(lines).toEqual([
      'Inhalte in Ordnung: 21 my21-Tage, 3 Vorträge, 4 Slider, 27 Bilder, ' +
        'die Erklärung zur Barrierefreiheit (geprüft am 03.12.2026).',
    ]);
    await edit('my21/tag-02.md', (t) => t.replace(/^bild: .*$/m, 'bild: weg.svg'));
    expect(await check()).toBe(1);
    expect(lines.at(-1)).toBe('Fehler in my21/tag-02.md: bild: weg.svg ist nicht in bilder/');
  });

  it('stops the server from starting, naming the broken file', async () => {
    await edit('my21/tag-07.md', (t) => t.replace(/^tag: 7$/m, 'tag: 6'));
    await expect(buildApp(testConfig({ contentDir: dir }))).rejects.toThrow(
      'Fehler in my21/tag-07.md: tag 6 gibt es zweimal',
    );
  });
});
