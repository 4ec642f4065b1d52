import { profileCalls, pushCalls } from '@servicebereich/protocol';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../../api/api-client.ts';
import { useApi } from '../../../api/api-context.tsx';
import { ApiCallError } from '../../../api/api-error.ts';
import { push } from '../../../native/push.ts';
import { readStored, writeStored } from '../../../native/storage.ts';
import { showAlert } from '../../../shell/alert-store.ts';
import { showApiError } from '../../../shell/show-api-error.ts';
import { errorTexts } from '../../../text/errors.ts';
import { pushTexts } from '../../../text/push.ts';
import { turnPushOff, turnPushOn } from '../../../shell/push-registration.ts';
import { isPushOn } from '../../../shell/push-state.ts';

export const pushSettingsKey = ['settings', 'push'] as const;
const pushDeviceKey = ['settings', 'push-device'] as const;

/** The topics the customer wants pushed, and which kinds of device the server can reach. */
export function usePushSettings() {
  const api = useApi();
  return useQuery({
    queryKey: pushSettingsKey,
    queryFn: ({ signal }) => api.call(pushCalls.getPushSettings, {}, { signal }),
  });
}

export type PushTopic = 'Postbox' | 'Schaden' | 'Unwetter';

const TOPIC_PARAMS = { Postbox: 'postbox', Schaden: 'schaden', Unwetter: 'unwetter' } as const;

/** Switches one topic; the answer, every topic as stored, replaces the ones shown. */
export function useSetPushTopic() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ topic, on }: { topic: PushTopic; on: boolean }) =>
      api.call(pushCalls.setPushSettings, { [TOPIC_PARAMS[topic]]: on }),
    onSuccess: (settings) => {
      queryClient.setQueryData(pushSettingsKey, settings);
    },
  });
}

/** Whether this device can get push notifications, and whether the customer turned them on here. */
export function usePushDevice() {
  return useQuery({
    queryKey: pushDeviceKey,
    queryFn: async () => {
      const [support, customerNumber] = await Promise.all([
        push.support(),
        readStored('usernumber'),
      ]);
      return { support, on: customerNumber !== null && (await isPushOn(customerNumber)) };
    },
    // Asked anew each time: the permission can change in the browser's or the phone's settings.
    staleTime: 0,
    gcTime: 0,
  });
}

/**
 * The customer's number, which this device's push registration is kept under: the one the login
 * kept, or the profile's where this browser kept none while its session lived on.
 */
async function customerNumber(api: ApiClient): Promise<string> {
  const kept = await readStored('usernumber');
  if (kept !== null) return kept;
  const { verfuegernummer } = await api.call(profileCalls.getUserAddress);
  await writeStored('usernumber', verfuegernummer);
  return verfuegernummer;
}

/**
 * Turns push on or off for this device. Answers false when the customer did not allow
 * notifications; a browser that cannot subscribe (its push service out of reach) says so.
 */
export function useSwitchPushDevice() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    meta: { handlesErrors: true },
    mutationFn: async (on: boolean) => {
      if (!on) {
        await turnPushOff(api);
        return true;
      }
      return turnPushOn(api, await customerNumber(api));
    },
    onError: (error) => {
      if (error instanceof ApiCallError) {
        showApiError(error);
        return;
      }
      void showAlert({
        header: errorTexts.alertHeader,
        message: pushTexts.subscribeFailed,
        buttons: [{ text: errorTexts.alertOk, role: 'confirm' }],
      });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: pushDeviceKey }),
  });
}
