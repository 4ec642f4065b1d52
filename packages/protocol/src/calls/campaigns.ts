import { z } from 'zod/mini';
import { binaryCall, jsonCall, callArea } from '../call.ts';
import { formBoolean, formInteger, isoDate, noParams } from '../wire-fields.ts';

// The campaign areas (me1ns, my21, me1n Zuhause), the dashboard's sliders and the service pages.
// Their content is Markdown in the server's content folder (docs/decisions/024); it travels as
// blocks of text spans, never as HTML, so the app draws it as its own elements.

/** The days of the my21 programme. */
export const MY21_DAYS = 21;

/** The service pages whose content comes from the content folder. */
export const SERVICE_PAGES = ['schmerzlinderung'] as const;
export type ServicePage = (typeof SERVICE_PAGES)[number];

/** The DokBox folder of the "Gemeinsam gesund - " documents (SPEC 3: their folder is locked). */
export const GEMEINSAM_GESUND_FOLDER = 'Gesundheit';

/** A run of text: plain, bold or italic, and a link where `Href` is set. */
export const textSpanSchema = z.lazy(() =>
  z.object({
    Text: z.string(),
    Style: z.enum(['plain', 'strong', 'em']),
    /** An app path (`/services/…`), or an `https:`, `mailto:` or `tel:` address. */
    Href: z.nullable(z.string()),
  }),
);
export type TextSpan = z.infer<typeof textSpanSchema>;

export const textBlockSchema = z.lazy(() =>
  z.discriminatedUnion('Kind', [
    z.object({ Kind: z.literal('paragraph'), Spans: z.array(textSpanSchema) }),
    z.object({ Kind: z.literal('heading'), Spans: z.array(textSpanSchema) }),
    z.object({
      Kind: z.enum(['bullets', 'numbers']),
      Items: z.array(z.array(textSpanSchema)),
    }),
  ]),
);
export type TextBlock = z.infer<typeof textBlockSchema>;

/** A picture of the content folder: its name for GetContentImage and its text alternative. */
const imageFields = () => ({ Image: z.string(), ImageAlt: z.string() });

export const sliderSchema = z.lazy(() =>
  z.object({
    Id: z.string(),
    Title: z.string(),
    Text: z.string(),
    ...imageFields(),
    /** An app path or an `https:` address (opened outside the app); null: no link. */
    Link: z.nullable(z.string()),
    LinkText: z.nullable(z.string()),
  }),
);
export type Slider = z.infer<typeof sliderSchema>;

const my21LockedDaySchema = z.lazy(() =>
  z.object({
    Day: z.int(),
    Unlocked: z.literal(false),
    /** The day in Austria it opens on; null while the programme has not started. */
    UnlocksOn: z.nullable(isoDate),
  }),
);

const my21OpenDaySchema = z.lazy(() =>
  z.object({
    Day: z.int(),
    Unlocked: z.literal(true),
    Title: z.string(),
    Teaser: z.string(),
    ...imageFields(),
    Body: z.array(textBlockSchema),
    /** The small task of the day. */
    Task: z.string(),
    Done: z.boolean(),
  }),
);

export const my21DaySchema = z.lazy(() =>
  z.discriminatedUnion('Unlocked', [my21LockedDaySchema, my21OpenDaySchema]),
);
export type My21Day = z.infer<typeof my21DaySchema>;

export const my21ProgrammeSchema = z.lazy(() =>
  z.object({
    /** The first day of the customer's programme in Austria; null: not started (or a visitor). */
    Started: z.nullable(isoDate),
    /** All 21 days; a locked one carries no content. */
    Days: z.array(my21DaySchema),
  }),
);
export type My21Programme = z.infer<typeof my21ProgrammeSchema>;

const lectureSummaryFields = () => ({
  Id: z.int(),
  Title: z.string(),
  Speaker: z.string(),
  Date: isoDate,
  /** The length of the lecture in minutes. */
  Minutes: z.int(),
  Teaser: z.string(),
  HasVideo: z.boolean(),
});

export const lectureSummarySchema = z.lazy(() => z.object(lectureSummaryFields()));
export type LectureSummary = z.infer<typeof lectureSummarySchema>;

export const lectureSchema = z.lazy(() =>
  z.object({
    ...lectureSummaryFields(),
    Body: z.array(textBlockSchema),
    /** The address of the video player to embed (its origin is allowed as a frame); null: none. */
    VideoUrl: z.nullable(z.string()),
  }),
);
export type Lecture = z.infer<typeof lectureSchema>;

export const servicePageSchema = z.lazy(() =>
  z.object({
    Title: z.string(),
    ...imageFields(),
    Body: z.array(textBlockSchema),
    /**
     * The documents a customer may put into the DokBox from this page, each named
     * "Gemeinsam gesund - " and the document.
     */
    Documents: z.array(z.string()),
  }),
);
export type ServicePageContent = z.infer<typeof servicePageSchema>;

const dayParam = formInteger(1, MY21_DAYS, 'Diesen Tag gibt es in my21 nicht.');

export const campaignCalls = callArea({
  /** The sliders of the dashboard that run today. */
  getSliders: jsonCall({
    mode: 'MeinServicebereich',
    fn: 'GetSliders',
    method: 'POST',
    access: 'public',
    body: 'none',
    params: () => noParams,
    result: () => z.array(sliderSchema),
  }),
  /**
   * The 21 days of my21 with the customer's start and progress; a visitor gets the days locked.
   * A locked day's content is not sent.
   */
  getMy21Content: jsonCall({
    mode: 'MeinServicebereich',
    fn: 'GetMy21Content',
    method: 'POST',
    access: 'public',
    body: 'none',
    params: () => noParams,
    result: () => my21ProgrammeSchema,
  }),
  /**
   * Beyond the spec: starts the customer's my21 today (day 1 opens at once, one more each day
   * after). A programme already started stays as it is.
   */
  startMy21: jsonCall({
    mode: 'MeinServicebereich',
    fn: 'StartMy21',
    method: 'POST',
    access: 'customer',
    body: 'none',
    params: () => noParams,
    result: () => my21ProgrammeSchema,
  }),
  /** Beyond the spec: marks the task of an open day as done (or not); answers the programme. */
  setMy21Erledigt: jsonCall({
    mode: 'MeinServicebereich',
    fn: 'SetMy21Erledigt',
    method: 'POST',
    access: 'customer',
    body: 'form',
    params: () => z.object({ tag: dayParam, erledigt: formBoolean }),
    result: () => my21ProgrammeSchema,
  }),
  /** Beyond the spec: the lectures of me1n Zuhause, newest first. */
  getVortraege: jsonCall({
    mode: 'MeinServicebereich',
    fn: 'GetVortraege',
    method: 'POST',
    access: 'public',
    body: 'none',
    params: () => noParams,
    result: () => z.array(lectureSummarySchema),
  }),
  /** Beyond the spec: one lecture of me1n Zuhause with its text and video. */
  getVortrag: jsonCall({
    mode: 'MeinServicebereich',
    fn: 'GetVortrag',
    method: 'POST',
    access: 'public',
    body: 'form',
    params: () => z.object({ id: formInteger(1, 999_999, 'Diesen Vortrag gibt es nicht (mehr).') }),
    result: () => lectureSchema,
  }),
  /** Beyond the spec: the content of a service page (Schmerzlinderung). */
  getServiceSeite: jsonCall({
    mode: 'MeinServicebereich',
    fn: 'GetServiceSeite',
    method: 'POST',
    access: 'public',
    body: 'form',
    params: () =>
      z.object({ seite: z.enum(SERVICE_PAGES, { error: 'Diese Seite gibt es nicht.' }) }),
    result: () => servicePageSchema,
  }),
  /** Beyond the spec: a picture of the content folder, by the name a Result gave. */
  getContentImage: binaryCall({
    mode: 'MeinServicebereich',
    fn: 'GetContentImage',
    method: 'GET',
    access: 'public',
    body: 'none',
    params: () =>
      z.object({
        name: z.string().check(
          z.regex(/^[a-z0-9][a-z0-9-]{0,80}\.(svg|png|jpg|webp)$/, {
            error: 'Dieses Bild gibt es nicht.',
          }),
        ),
      }),
  }),
});
