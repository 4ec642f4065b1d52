import {
  EMAIL_CONFIRMATION_PATH,
  identityChangeErrors,
  PROFILE_MESSAGES,
} from '@servicebereich/protocol';
import { ApiError, fieldError, refusedId } from '../../http/api-error.ts';
import type { Handlers } from '../../http/handlers.ts';
import { publicOrigin } from '../../http/public-origin.ts';
import type { MailOutbox } from '../../mail/mail-queue.ts';
import { hashToken, newToken } from '../../security/tokens.ts';
import { checkPlace, placeKey } from '../../postcodes/at-postcodes.ts';
import { emailChangeNoticeMail, emailConfirmationMail } from './profile-mails.ts';
import { toUser, type ProfileRepository } from './profile-repository.ts';

const HOUR_MS = 60 * 60_000;
/** How long the link to confirm a new e-mail address works. */
export const EMAIL_CHANGE_LIFETIME_MS = 24 * HOUR_MS;
/** Each change mails two addresses; more a day would make the app a tool to flood strangers. */
export const EMAIL_CHANGES_PER_DAY = 5;
const EMAIL_CHANGES_KEPT_MS = 7 * 24 * HOUR_MS;

export type ProfileFeatureDeps = { profiles: ProfileRepository; mails: MailOutbox };

type ProfileHandlers = Pick<
  Handlers,
  'getUserAddress' | 'updateUserData' | 'getEmailChange' | 'confirmEmailChange'
>;

export function profileHandlers({ profiles, mails }: ProfileFeatureDeps): ProfileHandlers {
  return {
    getUserAddress: async (_params, ctx) => toUser(await profiles.find(ctx.customerId)),

    updateUserData: async (params, ctx) => {
      const { verfuegernummer, email, geschlecht, vorname, nachname, geburtsdatum, ...fields } =
        params;
      const saved = await profiles.withLockedCustomer(ctx.customerId, async (trx, customer) => {
        const user = toUser(customer);
        if (verfuegernummer !== undefined && verfuegernummer.trim() !== user.verfuegernummer) {
          throw refusedId('verfuegernummer', PROFILE_MESSAGES.readOnly.verfuegernummer);
        }
        const identity = identityChangeErrors(user, {
          geschlecht,
          vorname,
          nachname,
          geburtsdatum,
        });
        if (Object.keys(identity).length > 0) throw new ApiError(identity);
        // An address kept as it was is not checked again: it may predate the postcode list.
        if (fields.plz !== user.plz || placeKey(fields.ort) !== placeKey(user.ort)) {
          const place = checkPlace(fields.plz, fields.ort);
          if (place.kind === 'unknown-postcode') {
            throw fieldError('plz', PROFILE_MESSAGES.postcodeUnknown);
          }
          if (place.kind === 'other-place') {
            throw fieldError('ort', PROFILE_MESSAGES.cityMismatch(fields.plz, place.names));
          }
        }
        await profiles.writeFields(trx, ctx.customerId, fields);

        const open = await profiles.openEmailChangeIn(trx, ctx.customerId, ctx.now);
        if (email === customer.email) {
          // Back to the address in use: the open change is withdrawn, its link no longer works.
          if (open !== undefined) await profiles.withdrawEmailChanges(trx, ctx.customerId, ctx.now);
        } else if (email !== open?.newEmail) {
          const today = await profiles.countEmailChanges(
            trx,
            ctx.customerId,
            ctx.now - 24 * HOUR_MS,
            ctx.now - EMAIL_CHANGES_KEPT_MS,
          );
          if (today >= EMAIL_CHANGES_PER_DAY) {
            throw fieldError('email', PROFILE_MESSAGES.emailChangesPerDay);
          }
          const token = newToken();
          const expiresAt = ctx.now + EMAIL_CHANGE_LIFETIME_MS;
          await profiles.storeEmailChange(trx, {
            customerId: ctx.customerId,
            newEmail: email,
            tokenHash: hashToken(token),
            now: ctx.now,
            expiresAt,
          });
          const link = `${publicOrigin(ctx.request)}${EMAIL_CONFIRMATION_PATH}#${token}`;
          await mails.queueIn(
            trx,
            emailConfirmationMail(customer, { newEmail: email, link, expiresAt }),
            ctx.now,
          );
          await mails.queueIn(
            trx,
            emailChangeNoticeMail(customer, { newEmail: email, now: ctx.now }),
            ctx.now,
          );
        }
        return { ...user, ...fields };
      });
      mails.sendSoon();
      return saved;
    },

    getEmailChange: async (_params, ctx) => {
      const open = await profiles.openEmailChange(ctx.customerId, ctx.now);
      return {
        Ausstehend:
          open === undefined
            ? null
            : { email: open.newEmail, GueltigBis: new Date(open.expiresAt).toISOString() },
      };
    },

    confirmEmailChange: async ({ token }, ctx) => {
      const outcome = await profiles.confirmEmailChange(hashToken(token), ctx.now);
      switch (outcome.kind) {
        case 'confirmed':
          return { Bestaetigt: true as const, email: outcome.email };
        case 'unknown':
          throw fieldError('token', PROFILE_MESSAGES.linkInvalid);
        case 'used':
          throw fieldError('token', PROFILE_MESSAGES.linkUsed);
        case 'expired':
          throw fieldError('token', PROFILE_MESSAGES.linkExpired);
      }
    },
  };
}
