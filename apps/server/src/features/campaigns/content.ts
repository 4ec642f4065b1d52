import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  type AccessibilityStatement,
  isIsoDate,
  MY21_DAYS,
  SERVICE_PAGES,
  type Lecture,
  type ServicePage,
  type ServicePageContent,
  type Slider,
  type TextBlock,
} from '@servicebereich/protocol';
import { z } from 'zod/mini';
import {
  blocksOf,
  isAllowedHref,
  MarkdownError,
  parseContentFile,
  plainTextOf,
  type ParsedMarkdown,
} from './markdown.ts';

// The content folder (CONTENT_DIR): Markdown files with front matter and their pictures, read and
// checked once at start (docs/decisions/024). A file that breaks a rule stops the start with its
// name and the reason, so a broken campaign never reaches a customer half shown.

export class ContentError extends Error {
  constructor(file: string, reason: string) {
    super(`Fehler in ${file}: ${reason}`);
    this.name = 'ContentError';
  }
}

export type My21DayContent = {
  day: number;
  title: string;
  teaser: string;
  image: string;
  imageAlt: string;
  body: TextBlock[];
  task: string;
};

export type SliderContent = Slider & { from: string | null; until: string | null };

export type ContentImage = { contentType: string; data: Buffer };

export type Content = {
  /** In the order of their file names. */
  sliders: readonly SliderContent[];
  /** Day 1 first. */
  my21: readonly My21DayContent[];
  /** Newest first. */
  lectures: readonly Lecture[];
  pages: Readonly<Record<ServicePage, ServicePageContent>>;
  images: ReadonlyMap<string, ContentImage>;
  /** The origins of the lectures' video players, which the page may frame. */
  videoOrigins: readonly string[];
  /** The accessibility statement (docs/decisions/041). */
  accessibility: AccessibilityStatement;
};

const FOLDERS = {
  images: 'bilder',
  my21: 'my21',
  lectures: 'me1nzuhause',
  sliders: 'slider',
  pages: 'seiten',
  statements: 'erklaerungen',
} as const;

/** The statements of the content folder: the accessibility statement only, so far. */
const ACCESSIBILITY_STATEMENT = `${FOLDERS.statements}/barrierefreiheit.md`;

/** Pictures stay small: they load on a phone, in a carousel or beside a day's text. */
const IMAGE_MAX_BYTES = 1024 * 1024;
const IMAGE_NAME = /^[a-z0-9][a-z0-9-]{0,80}\.(svg|png|jpg|webp)$/;

const IMAGE_TYPES: Record<string, { contentType: string; check: (data: Buffer) => boolean }> = {
  png: {
    contentType: 'image/png',
    check: (d) =>
      d.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  },
  jpg: { contentType: 'image/jpeg', check: (d) => d[0] === 0xff && d[1] === 0xd8 && d[2] === 0xff },
  webp: {
    contentType: 'image/webp',
    check: (d) => d.toString('latin1', 0, 4) === 'RIFF' && d.toString('latin1', 8, 12) === 'WEBP',
  },
  svg: { contentType: 'image/svg+xml', check: isPlainSvg },
};

/**
 * An SVG that is a picture only: no script, event handler, embedded document or outside
 * reference. It is served with a sandboxing CSP as well, but a picture needs none of these.
 */
function isPlainSvg(data: Buffer): boolean {
  const text = data.toString('utf8');
  return (
    /^\s*(<\?xml[^>]*>\s*)?<svg[\s>]/.test(text) &&
    !/<script|<foreignObject|<iframe|<!ENTITY|\son[a-z]+\s*=|javascript:|(href|src)\s*=\s*["'](?!#)/i.test(
      text,
    )
  );
}

const text = z.string().check(z.trim(), z.minLength(1, 'leer'));

const isoDateText = z.string().check(z.refine(isIsoDate, 'erwartet ein Datum als JJJJ-MM-TT'));

const count = (min: number, max: number) => z.int().check(z.minimum(min), z.maximum(max));

const imageFields = { bild: text, bildtext: text };

const my21Matter = z.strictObject({
  tag: count(1, MY21_DAYS),
  titel: text,
  teaser: text,
  ...imageFields,
  aufgabe: text,
});

const lectureMatter = z.strictObject({
  id: count(1, 999_999),
  titel: text,
  referent: text,
  datum: isoDateText,
  dauer: count(1, 600),
  teaser: text,
  video: z.optional(
    z.url({
      protocol: /^https$/,
      error: 'video muss die https://-Adresse eines Videoplayers sein',
    }),
  ),
});

const sliderMatter = z
  .strictObject({
    titel: text,
    ...imageFields,
    link: z.optional(
      z
        .string()
        .check(
          z.refine(isAllowedHref, 'link muss ein Pfad der App oder eine https://-Adresse sein'),
        ),
    ),
    linktext: z.optional(text),
    von: z.optional(isoDateText),
    bis: z.optional(isoDateText),
  })
  .check(
    z.refine((s) => (s.link === undefined) === (s.linktext === undefined), {
      error: 'link und linktext gehören zusammen',
    }),
    z.refine((s) => s.von === undefined || s.bis === undefined || s.von <= s.bis, {
      error: 'von darf nicht nach bis liegen',
    }),
  );

const pageMatter = z.strictObject({
  titel: text,
  ...imageFields,
  dokumente: z.array(text).check(z.maxLength(20)),
});

const statementMatter = z.strictObject({
  titel: text,
  /** The day of the last check against the standard. */
  geprueft: isoDateText,
});

type Reader = {
  /** Every `.md` file of a folder, sorted by name, with its name relative to the content folder. */
  files: (folder: string) => Promise<{ name: string; source: string }[]>;
  images: ReadonlyMap<string, ContentImage>;
};

/** The kinds of value a front matter field expects, as the message names them. */
const TYPE_NAMES: Partial<Record<z.core.$ZodInvalidTypeExpected, string>> = {
  string: 'einen Text',
  number: 'eine Zahl',
  int: 'eine ganze Zahl',
  array: 'eine Liste',
  object: 'Felder',
};

/** Where a schema has no message of its own (zod/mini has none by default), the issue's code. */
function issueText(issue: z.core.$ZodIssue): string {
  if (issue.message !== 'Invalid input') return issue.message;
  switch (issue.code) {
    case 'unrecognized_keys':
      return `unbekannter Schlüssel ${issue.keys.map((k) => `„${k}“`).join(', ')}`;
    case 'invalid_type':
      return issue.input === undefined
        ? 'fehlt'
        : `erwartet ${TYPE_NAMES[issue.expected] ?? issue.expected}`;
    case 'too_small':
      return `mindestens ${String(issue.minimum)}`;
    case 'too_big':
      return `höchstens ${String(issue.maximum)}`;
    default:
      return 'ungültiger Wert';
  }
}

function reasonOf(error: z.core.$ZodError): string {
  return error.issues
    .map((issue) => (issue.path.length > 0 ? `${issue.path.join('.')}: ` : '') + issueText(issue))
    .join('; ');
}

/** Parses a file's front matter with its schema; the body comes with it. */
function readContentFile<T>(name: string, source: string, schema: z.ZodMiniType<T>) {
  let parsed: ParsedMarkdown;
  try {
    parsed = parseContentFile(source);
  } catch (error) {
    if (error instanceof MarkdownError) throw new ContentError(name, error.message);
    throw error;
  }
  const matter = schema.safeParse(parsed.matter);
  if (!matter.success) throw new ContentError(name, reasonOf(matter.error));
  const convert = <R>(build: (body: ParsedMarkdown['body']) => R): R => {
    try {
      return build(parsed.body);
    } catch (error) {
      if (error instanceof MarkdownError) throw new ContentError(name, error.message);
      throw error;
    }
  };
  return {
    matter: matter.data,
    blocks: () => convert(blocksOf),
    plainText: () => convert(plainTextOf),
  };
}

function checkImage(reader: Reader, name: string, image: string): string {
  if (!reader.images.has(image)) {
    throw new ContentError(name, `bild: ${image} ist nicht in ${FOLDERS.images}/`);
  }
  return image;
}

async function readImages(root: string): Promise<Map<string, ContentImage>> {
  const images = new Map<string, ContentImage>();
  for (const entry of await listFolder(root, FOLDERS.images)) {
    const name = `${FOLDERS.images}/${entry}`;
    if (!IMAGE_NAME.test(entry)) {
      throw new ContentError(
        name,
        'ein Bildname besteht aus a-z, 0-9 und - und endet auf .svg, .png, .jpg oder .webp',
      );
    }
    const data = await readFile(path.join(root, FOLDERS.images, entry));
    const type = IMAGE_TYPES[entry.slice(entry.lastIndexOf('.') + 1)];
    if (data.length > IMAGE_MAX_BYTES) throw new ContentError(name, 'das Bild ist größer als 1 MB');
    if (type === undefined || !type.check(data)) {
      throw new ContentError(
        name,
        'das Bild ist nicht, was sein Name sagt, oder ein SVG mit Skripten oder Verweisen nach außen',
      );
    }
    images.set(entry, { contentType: type.contentType, data });
  }
  return images;
}

async function listFolder(root: string, folder: string): Promise<string[]> {
  try {
    const entries = await readdir(path.join(root, folder), { withFileTypes: true });
    return entries
      .filter((e) => e.isFile() && !e.name.startsWith('.'))
      .map((e) => e.name)
      .sort();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      throw new ContentError(`${folder}/`, 'der Ordner fehlt');
    }
    throw error;
  }
}

async function readMy21(reader: Reader): Promise<My21DayContent[]> {
  const days = new Map<number, My21DayContent>();
  for (const { name, source } of await reader.files(FOLDERS.my21)) {
    const file = readContentFile(name, source, my21Matter);
    const m = file.matter;
    if (days.has(m.tag)) throw new ContentError(name, `tag ${String(m.tag)} gibt es zweimal`);
    days.set(m.tag, {
      day: m.tag,
      title: m.titel,
      teaser: m.teaser,
      image: checkImage(reader, name, m.bild),
      imageAlt: m.bildtext,
      body: file.blocks(),
      task: m.aufgabe,
    });
  }
  const missing = Array.from({ length: MY21_DAYS }, (_, i) => i + 1).filter((d) => !days.has(d));
  if (missing.length > 0) {
    throw new ContentError(`${FOLDERS.my21}/`, `es fehlen die Tage ${missing.join(', ')}`);
  }
  return [...days.values()].sort((a, b) => a.day - b.day);
}

async function readLectures(reader: Reader): Promise<Lecture[]> {
  const lectures = new Map<number, Lecture>();
  for (const { name, source } of await reader.files(FOLDERS.lectures)) {
    const file = readContentFile(name, source, lectureMatter);
    const m = file.matter;
    if (lectures.has(m.id)) throw new ContentError(name, `id ${String(m.id)} gibt es zweimal`);
    lectures.set(m.id, {
      Id: m.id,
      Title: m.titel,
      Speaker: m.referent,
      Date: m.datum,
      Minutes: m.dauer,
      Teaser: m.teaser,
      HasVideo: m.video !== undefined,
      Body: file.blocks(),
      VideoUrl: m.video ?? null,
    });
  }
  return [...lectures.values()].sort((a, b) => b.Date.localeCompare(a.Date) || b.Id - a.Id);
}

async function readSliders(reader: Reader): Promise<SliderContent[]> {
  return (await reader.files(FOLDERS.sliders)).map(({ name, source }) => {
    const file = readContentFile(name, source, sliderMatter);
    const m = file.matter;
    return {
      Id: path.basename(name, '.md'),
      Title: m.titel,
      Text: file.plainText(),
      Image: checkImage(reader, name, m.bild),
      ImageAlt: m.bildtext,
      Link: m.link ?? null,
      LinkText: m.linktext ?? null,
      from: m.von ?? null,
      until: m.bis ?? null,
    };
  });
}

async function readPages(reader: Reader): Promise<Record<ServicePage, ServicePageContent>> {
  const files = await reader.files(FOLDERS.pages);
  const pages: Partial<Record<ServicePage, ServicePageContent>> = {};
  for (const { name, source } of files) {
    const page = SERVICE_PAGES.find((p) => name === `${FOLDERS.pages}/${p}.md`);
    if (page === undefined) {
      throw new ContentError(
        name,
        `diese Serviceseite gibt es nicht (es gibt: ${SERVICE_PAGES.join(', ')})`,
      );
    }
    const file = readContentFile(name, source, pageMatter);
    const m = file.matter;
    pages[page] = {
      Title: m.titel,
      Image: checkImage(reader, name, m.bild),
      ImageAlt: m.bildtext,
      Body: file.blocks(),
      Documents: m.dokumente,
    };
  }
  for (const page of SERVICE_PAGES) {
    if (pages[page] === undefined)
      throw new ContentError(`${FOLDERS.pages}/${page}.md`, 'die Datei fehlt');
  }
  return pages as Record<ServicePage, ServicePageContent>;
}

async function readAccessibilityStatement(reader: Reader): Promise<AccessibilityStatement> {
  const files = await reader.files(FOLDERS.statements);
  const unknown = files.find((f) => f.name !== ACCESSIBILITY_STATEMENT);
  if (unknown !== undefined) {
    throw new ContentError(
      unknown.name,
      'diese Erklärung gibt es nicht (es gibt: barrierefreiheit)',
    );
  }
  const found = files.find((f) => f.name === ACCESSIBILITY_STATEMENT);
  if (found === undefined) throw new ContentError(ACCESSIBILITY_STATEMENT, 'die Datei fehlt');
  const file = readContentFile(found.name, found.source, statementMatter);
  return { Title: file.matter.titel, CheckedOn: file.matter.geprueft, Body: file.blocks() };
}

/** Reads and checks the whole content folder; throws ContentError naming the first bad file. */
export async function loadContent(root: string): Promise<Content> {
  const images = await readImages(root);
  const reader: Reader = {
    images,
    files: async (folder) => {
      const names = await listFolder(root, folder);
      return Promise.all(
        names.map(async (entry) => {
          const name = `${folder}/${entry}`;
          if (!entry.endsWith('.md'))
            throw new ContentError(name, 'hier gehören nur .md-Dateien hin');
          return { name, source: await readFile(path.join(root, folder, entry), 'utf8') };
        }),
      );
    },
  };
  const lectures = await readLectures(reader);
  return {
    sliders: await readSliders(reader),
    my21: await readMy21(reader),
    lectures,
    pages: await readPages(reader),
    accessibility: await readAccessibilityStatement(reader),
    images,
    videoOrigins: [
      ...new Set(
        lectures.flatMap((l) => (l.VideoUrl === null ? [] : [new URL(l.VideoUrl).origin])),
      ),
    ],
  };
}
