import { z } from 'zod/mini';
import { jsonCall } from '../call.ts';
import { noParams } from '../wire-fields.ts';

export const sliderSchema = z.object({
  Id: z.string(),
  Title: z.string(),
  Text: z.string(),
  ImageUrl: z.string(),
  Link: z.nullable(z.string()),
  LinkText: z.nullable(z.string()),
});

export const my21DaySchema = z.object({
  Day: z.int().check(z.minimum(1), z.maximum(21)),
  Title: z.string(),
  Teaser: z.string(),
  Paragraphs: z.array(z.string()),
  VideoUrl: z.nullable(z.string()),
});

export const campaignCalls = {
  getSliders: jsonCall({
    mode: 'MeinServicebereich',
    fn: 'GetSliders',
    method: 'POST',
    access: 'public',
    body: 'none',
    params: () => noParams,
    result: () => z.array(sliderSchema),
  }),
  /** The 21 days of the my21 programme. */
  getMy21Content: jsonCall({
    mode: 'MeinServicebereich',
    fn: 'GetMy21Content',
    method: 'POST',
    access: 'public',
    body: 'none',
    params: () => noParams,
    result: () => z.array(my21DaySchema),
  }),
} as const;
