import { IonButton } from '@ionic/react';
import type { VideoMeeting } from '@servicebereich/protocol';
import { useState } from 'react';
import { ApiCallError, fieldErrorsOf } from '../../api/api-error.ts';
import { showApiError } from '../../shell/show-api-error.ts';
import { TextField } from '../../shell/text-field.tsx';
import { videoMeetingTexts as t } from '../../text/video-meeting.ts';
import { useVideoCallGenerate } from './api/video-call-generate.ts';
import { rememberMeetingPassword } from './meeting-access.ts';

/**
 * The meeting password of an appointment with the adviser `agentId`. A wrong one is shown under
 * the field, never as an alert (SPEC 5, 8); the right one opens the appointment.
 */
export function MeetingPasswordForm(props: {
  agentId: string;
  onOpened: (meeting: VideoMeeting, password: string) => void;
}) {
  const generate = useVideoCallGenerate();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    setBusy(true);
    setError(null);
    try {
      const meeting = await generate.check(props.agentId, password);
      rememberMeetingPassword(props.agentId, password);
      props.onOpened(meeting, password);
    } catch (failure) {
      const message = fieldErrorsOf(failure).password;
      if (message !== undefined) setError(t.error(message));
      else if (failure instanceof ApiCallError) showApiError(failure);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      noValidate
      className="stack"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <p>{t.passwordHint}</p>
      <TextField
        id="password"
        type="password"
        autoComplete="off"
        label={t.passwordLabel}
        value={password}
        onChange={setPassword}
        error={error ?? undefined}
      />
      <IonButton type="submit" expand="block" disabled={busy}>
        {busy ? t.opening : t.open}
      </IonButton>
    </form>
  );
}
