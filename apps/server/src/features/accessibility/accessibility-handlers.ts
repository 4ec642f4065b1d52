import type { AccessibilityStatement, accessibilityCalls } from '@servicebereich/protocol';
import type { Kysely } from 'kysely';
import { customerNumberOf } from '../../db/customer-number.ts';
import type { Tables } from '../../db/tables.ts';
import { generalError, MESSAGES } from '../../http/api-error.ts';
import type { CallContext, Handlers } from '../../http/handlers.ts';
import type { MailOutbox } from '../../mail/mail-queue.ts';
import { accessibilityFeedbackMail } from './accessibility-mail.ts';

type AccessibilityHandlers = Pick<Handlers, keyof typeof accessibilityCalls>;

/** The accessibility statement of the content folder and the report of a barrier (decision 041). */
export function accessibilityHandlers(deps: {
  db: Kysely<Tables>;
  statement: AccessibilityStatement;
  mails: MailOutbox;
  /** The accessibility desk: gets every report. */
  deskEmail: string;
  /** Whether this address may send another report now (a public call that sends mail). */
  allowMail: (ctx: CallContext) => Promise<boolean>;
}): AccessibilityHandlers {
  return {
    getErklaerungBarrierefreiheit: () => Promise.resolve(deps.statement),

    emailBarrierefreiheit: async (params, ctx) => {
      if (!(await deps.allowMail(ctx))) throw generalError(MESSAGES.tooManyRequests, 429);
      const customerId = ctx.session?.customerId ?? null;
      const sender = {
        email: params.email,
        place: params.ort ?? '',
        message: params.message,
        customerNumber: customerId === null ? null : await customerNumberOf(deps.db, customerId),
      };
      await deps.mails.queue(accessibilityFeedbackMail(sender, deps.deskEmail), ctx.now);
      return { Sent: true as const };
    },
  };
}
