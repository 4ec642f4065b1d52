import {
  formatViennaDateTime,
  VIDEO_PASSWORD_HOURS_AFTER,
  VIDEO_TOPIC_LABELS,
  type VideoTopic,
} from '@servicebereich/protocol';
import { adviserRepository } from '../features/adviser/adviser-repository.ts';
import { factsOf, peopleOf } from '../features/video-appointments/appointment-handlers.ts';
import { documentsRequestMail } from '../features/video-appointments/appointment-mails.ts';
import { appointmentRepository } from '../features/video-appointments/appointment-repository.ts';
import { queueMail } from '../mail/mail-repository.ts';
import { UsageError, type AdminCommand } from './admin-command.ts';

/** What the completion page lists, and the mail: a few short lines. */
const MAX_DOCUMENTS = 10;
const DOCUMENT_MAX_LENGTH = 200;
const NONE = '--keine';

/** The documents as typed: trimmed, each once, printable, a few and short. */
function documentsOf(args: readonly string[]): string[] {
  if (args.length === 1 && args[0] === NONE) return [];
  if (args.length === 0) {
    throw new UsageError(`Bitte nenne die Unterlagen, oder ${NONE} für keine.`);
  }
  const documents = [...new Set(args.map((arg) => arg.trim()))];
  for (const document of documents) {
    if (document === '' || /\p{Cc}/u.test(document)) {
      throw new UsageError('Eine Unterlage braucht einen Namen in einer Zeile.');
    }
    if (document.length > DOCUMENT_MAX_LENGTH) {
      throw new UsageError(
        `Der Name einer Unterlage darf höchstens ${DOCUMENT_MAX_LENGTH} Zeichen lang sein.`,
      );
    }
  }
  if (documents.length > MAX_DOCUMENTS) {
    throw new UsageError(`Höchstens ${MAX_DOCUMENTS} Unterlagen auf einmal.`);
  }
  return documents;
}

/**
 * `video list` and `video request-documents <Termin-ID> <Unterlage> …`: the adviser asks for the
 * documents the customer should have ready (the completion page lists them for the DokBox). The
 * list replaces the one of the booking (the topic's usual documents); the customer is told by mail,
 * queued with the change.
 */
export const videoCommand: AdminCommand = {
  usage: [
    'list                                           gebuchte Videotermine, nächste zuerst',
    `request-documents <Termin-ID> <Unterlage> …    Unterlagen anfordern (ersetzt die bisherigen; ${NONE}: keine)`,
  ],
  run: async (args, { db, now, out }) => {
    const appointments = appointmentRepository(db);
    // Until the completion page closes: documents may still be asked for after the conversation.
    const endedAfter = now - VIDEO_PASSWORD_HOURS_AFTER * 60 * 60_000;
    const [subcommand, ...rest] = args;
    if (subcommand === 'list') {
      const booked = await appointments.booked(endedAfter);
      if (booked.length === 0) out('Keine gebuchten Videotermine.');
      for (const row of booked) {
        const documents = JSON.parse(row.documents_json) as string[];
        out(
          [
            row.id,
            formatViennaDateTime(row.starts_at),
            `${row.agent_name} (${row.agent_id})`,
            VIDEO_TOPIC_LABELS[row.topic as VideoTopic],
            `Unterlagen: ${documents.length === 0 ? '–' : documents.join('; ')}`,
          ].join('  '),
        );
      }
      return 0;
    }
    if (subcommand !== 'request-documents') {
      throw new UsageError(`Unbekannter Befehl: video ${subcommand ?? ''}`);
    }
    const [id = '', ...names] = rest;
    if (id === '') throw new UsageError('Bitte gib die Termin-ID an (video list zeigt sie).');
    const documents = documentsOf(names);
    const gone = () => {
      out(`Einen gebuchten Videotermin ${id} gibt es nicht (mehr).`);
      return 1;
    };
    const current = await appointments.findBooked(id, endedAfter);
    if (current === undefined) return gone();
    // Read before the change's transaction takes the database.
    const people = await peopleOf(adviserRepository(db), current.customer_id, current.agent_id);
    const row = await appointments.requestDocuments(
      id,
      documents,
      endedAfter,
      async (trx, updated) => {
        const facts = factsOf(updated, people);
        if (facts.customer.email !== '') await queueMail(trx, documentsRequestMail(facts), now);
      },
    );
    if (row === undefined) return gone();
    out(
      `Für den Videotermin am ${formatViennaDateTime(row.starts_at)} mit ${row.agent_name} ` +
        (documents.length === 0
          ? 'sind keine Unterlagen mehr angefordert.'
          : `sind jetzt angefordert: ${documents.join('; ')}.`),
    );
    return 0;
  },
};
