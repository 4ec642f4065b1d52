import {
  formatViennaTime,
  isoToDisplay,
  STORM_LEVEL_ADVICE,
  STORM_LEVEL_LABELS,
  STORM_KIND_LABELS,
  viennaIsoDate,
  type StormKind,
  type StormLevel,
} from '@servicebereich/protocol';
import { CLOSING, greeting, viennaDateTime } from '../../mail/customer-mail.ts';
import type { QueuedMail } from '../../mail/mail-repository.ts';
import { placesOf } from '../../postcodes/at-postcodes.ts';
import type { DueDelivery, WarningRow } from './warning-repository.ts';

// What a delivered warning says: by e-mail at length, by SMS and push in a line.

function levelOf(warning: WarningRow): StormLevel {
  return warning.level as StormLevel;
}

/** "1070 Wien"; "1070 Wien und 2380 Perchtoldsdorf"; "1010 Wien, 1070 Wien und 2380 Perchtoldsdorf" */
function placeNames(postcodes: readonly string[]): string {
  const names = postcodes.map((postcode) => {
    const place = placesOf(postcode)[0];
    return place === undefined ? postcode : `${postcode} ${place}`;
  });
  const last = names.pop() ?? '';
  return names.length === 0 ? last : `${names.join(', ')} und ${last}`;
}

/** "20.11. 14:00" in Vienna time. */
function shortDateTime(instant: number): string {
  return `${(isoToDisplay(viennaIsoDate(instant)) ?? '').slice(0, 6)} ${formatViennaTime(instant)}`;
}

export function warningMail(delivery: DueDelivery): QueuedMail {
  const { warning, customer } = delivery;
  const level = levelOf(warning);
  const where = placeNames(delivery.postcodes);
  return {
    kind: 'storm-warning',
    to: customer.email,
    subject: `Unwetterwarnung ${STORM_LEVEL_LABELS[level]}: ${warning.headline} – ${where}`,
    text: [
      greeting(customer),
      '',
      `für ${where} gibt es eine Unwetterwarnung der Warnstufe ${STORM_LEVEL_LABELS[level]} (${STORM_KIND_LABELS[warning.kind as StormKind]}):`,
      '',
      warning.headline,
      `Von ${viennaDateTime(warning.onset_at)} bis ${viennaDateTime(warning.expires_at)}.`,
      ...(warning.description === '' ? [] : ['', warning.description]),
      '',
      'Was du tun kannst:',
      warning.instruction === '' ? STORM_LEVEL_ADVICE[level] : warning.instruction,
      '',
      `Die Warnung kommt von ${warning.sender_name === '' ? warning.sender : warning.sender_name}. Du bekommst sie, weil du die Unwetterwarnung für deinen Vertrag ${delivery.contract_number} eingerichtet hast. Im Servicebereich kannst du sie unter Services › Unwetterwarnung ändern oder beenden.`,
      '',
      ...CLOSING,
    ].join('\n'),
  };
}

export function warningSms(delivery: DueDelivery): string {
  const { warning } = delivery;
  return (
    `Unwetterwarnung ${STORM_LEVEL_LABELS[levelOf(warning)]} für ${placeNames(delivery.postcodes)}: ` +
    `${warning.headline}, ${shortDateTime(warning.onset_at)} bis ${shortDateTime(warning.expires_at)}. ` +
    'Mehr in deinem Servicebereich.'
  );
}

export function warningPush(delivery: DueDelivery): { title: string; body: string } {
  const { warning } = delivery;
  return {
    title: `Unwetterwarnung ${STORM_LEVEL_LABELS[levelOf(warning)]}: ${warning.event}`,
    body: `${placeNames(delivery.postcodes)}, ${shortDateTime(warning.onset_at)} bis ${shortDateTime(warning.expires_at)}: ${warning.headline}`,
  };
}
