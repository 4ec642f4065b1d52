import type { VideoMeeting } from '@servicebereich/protocol';
import { useEffect, useState } from 'react';
import { fieldErrorsOf } from '../../api/api-error.ts';
import { showApiError } from '../../shell/show-api-error.ts';
import { useVideoCallGenerate } from './api/video-call-generate.ts';
import { forgetMeetingPassword, rememberedMeetingPassword } from './meeting-access.ts';

export type OpenedMeeting = { meeting: VideoMeeting; password: string };

/**
 * The appointment a password typed earlier in this tab opens, checked once when the page opens;
 * `opened` null: ask for the password (with `open` for what the form opened). A password the
 * server no longer takes is forgotten; any other failure is shown as the app shows them.
 */
export function useRememberedMeeting(agentId: string | null) {
  const { check } = useVideoCallGenerate();
  const [remembered] = useState(() =>
    agentId === null ? null : rememberedMeetingPassword(agentId),
  );
  const [state, setState] = useState<{ opened: OpenedMeeting | null; checking: boolean }>({
    opened: null,
    checking: remembered !== null,
  });
  useEffect(() => {
    if (agentId === null || remembered === null) return undefined;
    let gone = false;
    check(agentId, remembered).then(
      (meeting) => {
        if (!gone) setState({ opened: { meeting, password: remembered }, checking: false });
      },
      (failure: unknown) => {
        if (gone) return;
        if (fieldErrorsOf(failure).password === undefined) showApiError(failure);
        else forgetMeetingPassword();
        setState({ opened: null, checking: false });
      },
    );
    return () => {
      gone = true;
    };
    // Checked once per adviser: `check` is a new function on every render, over the same client.
  }, [agentId, remembered]);
  return [
    state,
    (opened: OpenedMeeting) => {
      setState({ opened, checking: false });
    },
  ] as const;
}
