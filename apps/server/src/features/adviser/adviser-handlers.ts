import { ADVISER_PHOTO_MISSING, ERROR_KEYS, HEAD_OFFICE } from '@servicebereich/protocol';
import type { BlobStore } from '../../files/blob-store.ts';
import { ApiError, fieldError, refusedId } from '../../http/api-error.ts';
import type { Handlers } from '../../http/handlers.ts';
import type { MailOutbox } from '../../mail/mail-queue.ts';
import type { AdviserRepository } from './adviser-repository.ts';
import {
  adviserContactMail,
  contactConfirmationMail,
  type ContactMessage,
  type Recipient,
  type Sender,
} from './contact-mails.ts';

export const ADVISER_MESSAGES = {
  contractNotFound: 'Der Vertrag wurde nicht gefunden.',
  /** Shown by the app, which then offers the head office instead (key agentnotfound). */
  noAdviser:
    'Dir ist derzeit keine Beraterin und kein Berater zugeordnet. Bitte wende dich an unsere Zentrale.',
  agentNotFound:
    'Diese Beraterin oder diesen Berater haben wir nicht gefunden. Bitte wende dich an unsere Zentrale.',
} as const;

type AdviserHandlers = Pick<
  Handlers,
  'getBerater' | 'getBeraterUebersicht' | 'getBeraterBild' | 'kontakt'
>;

export function adviserHandlers(deps: {
  advisers: AdviserRepository;
  blobs: BlobStore;
  mails: MailOutbox;
  /** The head office's address. */
  headOfficeEmail: string;
}): AdviserHandlers {
  const { advisers, mails } = deps;

  return {
    getBerater: async ({ vertragsnummer }, ctx) => {
      const adviser =
        vertragsnummer === undefined
          ? await advisers.forCustomer(ctx.customerId)
          : await advisers.forContract(ctx.customerId, vertragsnummer);
      if (adviser === undefined) {
        throw refusedId('vertragsnummer', ADVISER_MESSAGES.contractNotFound);
      }
      if (adviser === null) {
        throw new ApiError({ [ERROR_KEYS.agentNotFound]: ADVISER_MESSAGES.noAdviser });
      }
      return adviser;
    },

    getBeraterUebersicht: async (_params, ctx) => ({
      Berater: await advisers.forCustomerWithContracts(ctx.customerId),
      Zentrale: { ...HEAD_OFFICE, Email: deps.headOfficeEmail },
    }),

    getBeraterBild: async ({ beraterid }, ctx) => {
      const hash = await advisers.photoOf(ctx.customerId, beraterid);
      if (hash === undefined) throw refusedId('beraterid', ADVISER_PHOTO_MISSING);
      if (hash === null) throw fieldError('beraterid', ADVISER_PHOTO_MISSING);
      return {
        contentType: 'image/jpeg',
        fileName: `${beraterid}.jpg`,
        body: deps.blobs.open(hash),
        inline: true,
      };
    },

    kontakt: async (params, ctx) => {
      let contract: ContactMessage['contract'] = null;
      if (params.vertragsnummer !== undefined) {
        contract = (await advisers.ownContract(ctx.customerId, params.vertragsnummer)) ?? null;
        if (contract === null) throw refusedId('vertragsnummer', ADVISER_MESSAGES.contractNotFound);
      }
      let recipient: Recipient = { name: HEAD_OFFICE.Name, email: deps.headOfficeEmail };
      if (!params.headquarter) {
        // Only the customer's own advisers: any other id is answered like one that does not exist.
        const adviser = (await advisers.forCustomerWithContracts(ctx.customerId)).find(
          (a) => a.AgentId === params.agentId,
        );
        if (adviser === undefined) {
          throw refusedId(ERROR_KEYS.agentNotFound, ADVISER_MESSAGES.agentNotFound);
        }
        recipient = { name: adviser.Name, email: adviser.Email };
      }
      const customer = await advisers.sender(ctx.customerId);
      const sender: Sender = {
        name: [customer.title_prefix, customer.first_name, customer.last_name]
          .filter((part) => part !== '')
          .join(' '),
        customerNumber: customer.customer_number,
        email: customer.email,
        phone: customer.mobile,
      };
      const files = await ctx.uploads();
      const message: ContactMessage = { params, contract, files };
      // The files are kept with the mails that attach them: both are stored or neither.
      await advisers.keepForMails(files, ctx.now, async (trx) => {
        await mails.queueIn(trx, adviserContactMail(message, sender, recipient), ctx.now);
        if (sender.email !== '') {
          await mails.queueIn(trx, contactConfirmationMail(message, sender, recipient), ctx.now);
        }
      });
      mails.sendSoon();
      return { Sent: true as const };
    },
  };
}
