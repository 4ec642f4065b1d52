import { videoMeetingCalls } from '@servicebereich/protocol';
import { useApi } from '../../../api/api-context.tsx';

/** The room of a ChatId: the provider's address (null without a provider) and the adviser. */
export function useVideoCallGetRoom() {
  const api = useApi();
  return (chatId: string) => api.call(videoMeetingCalls.videoCallGetRoom, { chatid: chatId });
}
