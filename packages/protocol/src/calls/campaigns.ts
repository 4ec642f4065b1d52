import { z } from 'zod';
import { jsonCall } from '../call.ts';
import { noParams } from '../wire-fields.ts';

export const sliderSchema = z.object({
  Id: z.string(),
  Title: z.string(),
  Text: z.string(),
  ImageUrl: z.string(),
  Link: z.string().nullable(),
  LinkText: z.string().nullable(),
});

export const my21DaySchema = z.object({
  Day: z.number().int().min(1).max(21),
  Title: z.string(),
  Teaser: z.string(),
  Paragraphs: z.array(z.string()),
  VideoUrl: z.string().nullable(),
});

export const campaignCalls = {
  getSliders: jsonCall({
    mode: 'MeinServicebereich',
    fn: 'GetSliders',
    method: 'POST',
    access: 'public',
    body: 'none',
    params: noParams,
    result: z.array(sliderSchema),
  }),
  /** The 21 days of the my21 programme. */
  getMy21Content: jsonCall({
    mode: 'MeinServicebereich',
    fn: 'GetMy21Content',
    method: 'POST',
    access: 'public',
    body: 'none',
    params: noParams,
    result: z.array(my21DaySchema),
  }),
} as const;
