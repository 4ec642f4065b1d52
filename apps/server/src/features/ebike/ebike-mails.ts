import {
  EBIKE_TRACKER_REASON_TEXTS,
  formatViennaDateTime,
  type EbikeTrackerReason,
} from '@servicebereich/protocol';
import type { QueuedMail } from '../../mail/mail-repository.ts';
import type { TrackerRow } from './ebike-repository.ts';

// Text only: nothing the customer typed goes into a header, and the frame number and tracker id
// passed the protocol's checks (letters and digits).

export type Holder = {
  title_prefix: string;
  first_name: string;
  last_name: string;
  email: string;
};

function nameOf(holder: Holder): string {
  return [holder.title_prefix, holder.first_name, holder.last_name]
    .filter((p) => p !== '')
    .join(' ');
}

/** The provider desk's mail about a new activation request. */
export function deskMail(row: TrackerRow, holder: Holder, deskEmail: string): QueuedMail {
  return {
    kind: 'ebike-desk',
    to: deskEmail,
    subject: `E-Bike-Tracker: Aktivierung für Polizze ${row.contract_number}`,
    text: [
      'Bitte den folgenden E-Bike-Tracker aktivieren. Die Anfrage ging auch über die Schnittstelle an euch.',
      '',
      `Versicherungsnehmer: ${nameOf(holder)}`,
      `Polizzennummer: ${row.contract_number}`,
      `Tracker-ID (IMEI): ${row.tracker_id}`,
      `Rahmennummer: ${row.frame_number}`,
      `Angefragt: ${formatViennaDateTime(row.requested_at)}`,
      `Referenz: ${row.reference}`,
    ].join('\n'),
  };
}

/** The customer's mail once the provider has answered: active, or why not. */
export function resultMail(row: TrackerRow, holder: Holder): QueuedMail | null {
  if (holder.email === '') return null;
  const active = row.status === 'aktiv';
  return {
    kind: 'ebike-result',
    to: holder.email,
    subject: active ? 'Dein E-Bike-Tracker ist aktiv' : 'Dein E-Bike-Tracker ist noch nicht aktiv',
    text: [
      `Hallo ${nameOf(holder)},`,
      '',
      active
        ? `dein E-Bike-Tracker (Tracker-ID ${row.tracker_id}) ist für deine Polizze ${row.contract_number} aktiv.`
        : `dein E-Bike-Tracker (Tracker-ID ${row.tracker_id}) für deine Polizze ${row.contract_number} konnte nicht aktiviert werden.`,
      ...(active ? [] : ['', EBIKE_TRACKER_REASON_TEXTS[row.reason as EbikeTrackerReason]]),
      '',
      'Den Stand siehst du jederzeit im Servicebereich unter Services.',
    ].join('\n'),
  };
}
