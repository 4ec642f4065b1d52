import {
  addDays,
  type campaignCalls,
  isoToDisplay,
  viennaIsoDate,
  type My21Day,
  type My21Programme,
} from '@servicebereich/protocol';
import { fieldError, generalError, MESSAGES } from '../../http/api-error.ts';
import type { CallContext, Handlers } from '../../http/handlers.ts';
import type { MailOutbox } from '../../mail/mail-queue.ts';
import type { Content, My21DayContent } from './content.ts';
import { my21Mail, type My21MailKind } from './my21-mails.ts';
import type { My21Progress, My21Repository } from './my21-repository.ts';

export const CAMPAIGN_MESSAGES = {
  notStarted: 'Bitte starte my21 zuerst.',
  locked: (date: string) => `Dieser Tag ist noch nicht freigeschaltet. Er öffnet am ${date}.`,
  noLecture: 'Diesen Vortrag gibt es nicht (mehr).',
  noImage: 'Dieses Bild gibt es nicht.',
} as const;

/** Pictures change only with a new content folder, which comes with a restart. */
const IMAGE_CACHE = 'public, max-age=3600';

type CampaignHandlers = Pick<
  Handlers,
  keyof typeof campaignCalls | 'emailMy21Feedback' | 'emailMy21Fragebogen'
>;

/** The day in Austria on which day `day` of a programme started on `startedOn` opens. */
function unlocksOn(startedOn: string, day: number): string {
  return addDays(startedOn, day - 1);
}

/**
 * The 21 days as a customer (or a visitor, without progress) sees them on `today`: day n opens on
 * start + n − 1 in Austria; a locked day carries no content.
 */
export function my21Programme(
  days: readonly My21DayContent[],
  progress: My21Progress | null,
  today: string,
): My21Programme {
  return {
    Started: progress?.startedOn ?? null,
    Days: days.map((day): My21Day => {
      const opens = progress === null ? null : unlocksOn(progress.startedOn, day.day);
      if (opens === null || opens > today) {
        return { Day: day.day, Unlocked: false, UnlocksOn: opens };
      }
      return {
        Day: day.day,
        Unlocked: true,
        Title: day.title,
        Teaser: day.teaser,
        Image: day.image,
        ImageAlt: day.imageAlt,
        Body: day.body,
        Task: day.task,
        Done: progress?.done.has(day.day) ?? false,
      };
    }),
  };
}

export function campaignHandlers(deps: {
  content: Content;
  my21: My21Repository;
  mails: MailOutbox;
  /** Where the my21 feedback and questionnaires go. */
  my21Email: string;
  /** Whether this address may send another my21 mail now (a public call that sends mail). */
  allowMail: (ctx: CallContext) => Promise<boolean>;
}): CampaignHandlers {
  const { content, my21, mails } = deps;
  const today = (ctx: CallContext) => viennaIsoDate(ctx.now);
  const programmeOf = (progress: My21Progress | null, ctx: CallContext) =>
    my21Programme(content.my21, progress, today(ctx));

  async function sendMail(
    kind: My21MailKind,
    params: { email: string; message: string },
    ctx: CallContext,
  ) {
    if (!(await deps.allowMail(ctx))) throw generalError(MESSAGES.tooManyRequests, 429);
    const customerId = ctx.session?.customerId ?? null;
    const customerNumber = customerId === null ? null : await my21.customerNumber(customerId);
    await mails.queue(my21Mail(kind, { ...params, customerNumber }, deps.my21Email), ctx.now);
    return { Sent: true as const };
  }

  return {
    getSliders: (_params, ctx) => {
      const day = today(ctx);
      return Promise.resolve(
        content.sliders
          .filter((s) => (s.from === null || s.from <= day) && (s.until === null || day <= s.until))
          .map(({ from: _from, until: _until, ...slider }) => slider),
      );
    },

    getMy21Content: async (_params, ctx) => {
      const customerId = ctx.session?.customerId ?? null;
      return programmeOf(customerId === null ? null : await my21.progress(customerId), ctx);
    },

    startMy21: async (_params, ctx) =>
      programmeOf(await my21.start(ctx.customerId, today(ctx), ctx.now), ctx),

    setMy21Erledigt: async ({ tag, erledigt }, ctx) => {
      const progress = await my21.progress(ctx.customerId);
      if (progress === null) throw fieldError('tag', CAMPAIGN_MESSAGES.notStarted);
      const opens = unlocksOn(progress.startedOn, tag);
      if (opens > today(ctx)) {
        throw fieldError('tag', CAMPAIGN_MESSAGES.locked(isoToDisplay(opens) ?? opens));
      }
      await my21.setDone(ctx.customerId, tag, erledigt, ctx.now);
      return programmeOf(await my21.progress(ctx.customerId), ctx);
    },

    getVortraege: () =>
      Promise.resolve(
        content.lectures.map(({ Body: _body, VideoUrl: _video, ...summary }) => summary),
      ),

    getVortrag: ({ id }) => {
      const lecture = content.lectures.find((l) => l.Id === id);
      if (lecture === undefined)
        return Promise.reject(fieldError('id', CAMPAIGN_MESSAGES.noLecture));
      return Promise.resolve(lecture);
    },

    getServiceSeite: ({ seite }) => Promise.resolve(content.pages[seite]),

    getContentImage: ({ name }, ctx) => {
      const image = content.images.get(name);
      if (image === undefined) return Promise.reject(fieldError('name', CAMPAIGN_MESSAGES.noImage));
      void ctx.reply.header('Cache-Control', IMAGE_CACHE);
      return Promise.resolve({
        contentType: image.contentType,
        fileName: name,
        body: image.data,
        inline: true,
        size: image.data.length,
      });
    },

    emailMy21Feedback: (params, ctx) => sendMail('feedback', params, ctx),
    emailMy21Fragebogen: (params, ctx) => sendMail('fragebogen', params, ctx),
  };
}
