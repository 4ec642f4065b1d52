import { dokboxCalls } from '@servicebereich/protocol';
import { useMutation } from '@tanstack/react-query';
import { useApi } from '../../../api/api-context.tsx';

export function useSendFileToCoach() {
  const api = useApi();
  return useMutation({
    mutationFn: (params: { fileid: string; beratermessage: string }) =>
      api.call(dokboxCalls.sendFileToCoach, params),
  });
}
