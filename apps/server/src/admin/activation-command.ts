import {
  customerNumberParam,
  formatActivationCode,
  isoToDisplay,
  viennaIsoDate,
} from '@servicebereich/protocol';
import { z } from 'zod/mini';
import { activationCodes } from '../features/session/activation-codes.ts';
import { UsageError, type AdminCommand } from './admin-command.ts';

/**
 * `activation create <Verfügernummer>`: a new activation code for the letter to the customer,
 * printed once; only its hash is kept. It replaces the customer's earlier codes not used yet.
 */
export const activationCommand: AdminCommand = {
  usage: ['create <Verfügernummer>                        neuer Aktivierungscode für den Brief'],
  run: async (args, { db, now, out, activationCodeMs }) => {
    const [subcommand, number, ...rest] = args;
    if (subcommand !== 'create' || rest.length > 0) {
      throw new UsageError('Unbekannter Befehl für activation.');
    }
    const parsed = z.safeParse(customerNumberParam, number ?? '');
    if (!parsed.success) throw new UsageError('Die Verfügernummer besteht aus 10 Ziffern.');
    const created = await activationCodes(db).create(parsed.data, now, activationCodeMs);
    if (created === undefined) {
      out(`Keine Kundin und kein Kunde mit der Verfügernummer ${parsed.data}.`);
      return 1;
    }
    const until = isoToDisplay(viennaIsoDate(created.expiresAt)) ?? '';
    out(`Aktivierungscode für ${parsed.data}: ${formatActivationCode(created.code)}`);
    out(`Gültig bis ${until}, einmal einlösbar.`);
    return 0;
  },
};
