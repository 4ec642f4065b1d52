import { type VideoMeeting, videoMeetingCalls } from '@servicebereich/protocol';
import { useApi } from '../../../api/api-context.tsx';

/** The appointment a meeting password opens (checkpassword), or its room's ChatId. */
export function useVideoCallGenerate() {
  const api = useApi();
  return {
    check: async (agentId: string, password: string): Promise<VideoMeeting> =>
      (
        await api.call(videoMeetingCalls.videoCallGenerate, {
          password,
          beraterid: agentId,
          checkpassword: true,
        })
      ).Termin,
    join: async (agentId: string, password: string): Promise<string> => {
      const { ChatId } = await api.call(videoMeetingCalls.videoCallGenerate, {
        password,
        beraterid: agentId,
        checkpassword: false,
      });
      if (ChatId === null) throw new Error('the server opened no room');
      return ChatId;
    },
  };
}
