import {
  CLAIM_STATUS_LABELS,
  CLAIM_STATUSES,
  CLAIM_TYPE_LABELS,
  claimNumberParam,
  viennaIsoDate,
  type ClaimStatus,
  type ClaimType,
} from '@servicebereich/protocol';
import { statusMail } from '../features/claims/claim-mails.ts';
import { statusPush } from '../features/claims/claim-push.ts';
import { claimRepository } from '../features/claims/claim-repository.ts';
import { queueMail } from '../mail/mail-repository.ts';
import { queuePush } from '../push/push-repository.ts';
import { UsageError, type AdminCommand } from './admin-command.ts';

/** A note for the customer: one paragraph of a text mail, so no more than a few lines. */
const NOTE_MAX_LENGTH = 2000;

function isStatus(value: string): value is ClaimStatus {
  return (CLAIM_STATUSES as readonly string[]).includes(value);
}

/** `--note "…"` anywhere after the arguments it belongs to; empty without it. */
function noteOf(args: readonly string[]): { rest: string[]; note: string } {
  const at = args.indexOf('--note');
  if (at === -1) return { rest: [...args], note: '' };
  const note = args[at + 1];
  if (note === undefined) throw new UsageError('Nach --note fehlt der Text.');
  if (note.length > NOTE_MAX_LENGTH) {
    throw new UsageError(`Die Notiz darf höchstens ${NOTE_MAX_LENGTH} Zeichen lang sein.`);
  }
  return { rest: [...args.slice(0, at), ...args.slice(at + 2)], note: note.trim() };
}

/**
 * `claims list` and `claims advance <Schadennummer> <Status> [--note "…"]`: how the claims desk
 * moves a claim on. The customer gets the status mail with the note, queued with the change, and
 * a push notification on the devices registered for it.
 */
export const claimsCommand: AdminCommand = {
  usage: [
    'list                                           alle Schadensmeldungen, neueste zuerst',
    `advance <Schadennummer> <Status> [--note "…"]  Status: ${CLAIM_STATUSES.join(', ')}`,
  ],
  run: async (args, { db, now, out }) => {
    const claims = claimRepository(db);
    const [subcommand, ...rest] = args;
    if (subcommand === 'list') {
      const all = await claims.all();
      if (all.length === 0) out('Keine Schadensmeldungen.');
      for (const claim of all) {
        out(
          [
            claim.claim_number,
            viennaIsoDate(claim.created_at),
            CLAIM_TYPE_LABELS[claim.claim_type as ClaimType],
            `Vertrag ${claim.contract_number}`,
            CLAIM_STATUS_LABELS[claim.status as ClaimStatus],
          ].join('  '),
        );
      }
      return 0;
    }
    if (subcommand !== 'advance')
      throw new UsageError(`Unbekannter Befehl: claims ${subcommand ?? ''}`);
    const { rest: positional, note } = noteOf(rest);
    const [number = '', status = ''] = positional;
    const parsed = claimNumberParam.safeParse(number);
    if (!parsed.success || positional.length !== 2) {
      throw new UsageError('Bitte gib eine Schadennummer (S-JJJJ-NNNNNNN) und einen Status an.');
    }
    if (!isStatus(status)) throw new UsageError(`Unbekannter Status: ${status}`);
    const result = await claims.advance(
      parsed.data,
      status,
      note,
      now,
      async (trx, record, mailTo) => {
        if (mailTo !== '') await queueMail(trx, statusMail(record, mailTo), now);
        const push = statusPush(record, now);
        if (push !== null) await queuePush(trx, push, now);
      },
    );
    switch (result.kind) {
      case 'not-found':
        out(`Die Schadensmeldung ${parsed.data} gibt es nicht.`);
        return 1;
      case 'not-after':
        out(
          `Die Schadensmeldung ${parsed.data} steht auf „${CLAIM_STATUS_LABELS[result.current]}“; ` +
            `„${CLAIM_STATUS_LABELS[status]}“ kann darauf nicht folgen.`,
        );
        return 1;
      case 'advanced':
        out(
          `Die Schadensmeldung ${parsed.data} steht jetzt auf „${CLAIM_STATUS_LABELS[status]}“.` +
            (result.mailTo === ''
              ? ''
              : ' Die E-Mail an die meldende Person ist in der Warteschlange.'),
        );
        return 0;
    }
  },
};
