import { type ParamsInput, postboxCalls } from '@servicebereich/protocol';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../../api/api-context.tsx';
import { postboxSettingsKey } from './get-postbox-settings.ts';

export function useSetPostboxSettings() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: ParamsInput<typeof postboxCalls.setPostBoxSettings>) =>
      api.call(postboxCalls.setPostBoxSettings, values),
    onSuccess: (settings) => {
      queryClient.setQueryData(postboxSettingsKey, settings);
    },
  });
}
