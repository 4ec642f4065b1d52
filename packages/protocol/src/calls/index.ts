import { callKey, type Call } from '../call.ts';
import { accessibilityCalls } from './accessibility.ts';
import { accountCalls, dataExportCalls, deviceCalls } from './account.ts';
import { analyticsCalls } from './analytics.ts';
import { adviserCalls } from './adviser.ts';
import { campaignCalls } from './campaigns.ts';
import { checklistCalls } from './checklists.ts';
import { claimCalls } from './claims.ts';
import { confirmationCalls } from './confirmations.ts';
import { contractPageCalls } from './contract-pages.ts';
import { contractCalls } from './contracts.ts';
import { dokboxCalls } from './dokbox.ts';
import { ebikeCalls } from './ebike.ts';
import { generalCalls } from './general.ts';
import { immoWertCalls } from './immowert.ts';
import { inventoryCalls } from './inventory.ts';
import { maintenanceCalls } from './maintenance.ts';
import { pageCalls } from './pages.ts';
import { passkeyCalls } from './passkeys.ts';
import { pensionCalls } from './pension.ts';
import { postboxCalls } from './postbox.ts';
import { profileCalls } from './profile.ts';
import { pushCalls } from './push.ts';
import { sessionCalls } from './session.ts';
import { stormWarningCalls } from './storm-warning.ts';
import { videoAppointmentCalls } from './video-appointments.ts';
import { videoMeetingCalls } from './video-meeting.ts';

/** Every call of the API, by a code name. This is the only definition of a call's shape. */
export const CALLS = {
  ...generalCalls,
  ...pageCalls,
  ...sessionCalls,
  ...maintenanceCalls,
  ...campaignCalls,
  ...contractCalls,
  ...contractPageCalls,
  ...pensionCalls,
  ...checklistCalls,
  ...postboxCalls,
  ...dokboxCalls,
  ...immoWertCalls,
  ...confirmationCalls,
  ...inventoryCalls,
  ...adviserCalls,
  ...stormWarningCalls,
  ...ebikeCalls,
  ...profileCalls,
  ...claimCalls,
  ...accountCalls,
  ...deviceCalls,
  ...passkeyCalls,
  ...dataExportCalls,
  ...videoAppointmentCalls,
  ...videoMeetingCalls,
  ...pushCalls,
  ...analyticsCalls,
  ...accessibilityCalls,
} as const;

export type CallName = keyof typeof CALLS;

const byModeAndFunction = new Map<string, { name: CallName; call: Call }>(
  (Object.entries(CALLS) as [CallName, Call][]).map(([name, call]) => [
    callKey(call.mode, call.fn),
    { name, call },
  ]),
);

export function findCall(mode: string, fn: string): { name: CallName; call: Call } | undefined {
  return byModeAndFunction.get(callKey(mode, fn));
}
