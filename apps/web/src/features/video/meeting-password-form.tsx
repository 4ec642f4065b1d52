import type { VideoMeeting } from '@servicebereich/protocol';
import { usePasswordSubmit } from '../../shell/password-submit.ts';
import { TextField } from '../../shell/text-field.tsx';
import { videoMeetingTexts as t } from '../../text/video-meeting.ts';
import { useVideoCallGenerate } from './api/video-call-generate.ts';
import { rememberMeetingPassword } from './meeting-access.ts';
import { ErrorSummary } from '../../shell/error-summary.tsx';
import { Button } from '../../shell/button.tsx';

/**
 * The meeting password of an appointment with the adviser `agentId`. A wrong one is shown under
 * the field, never as an alert (SPEC 5, 8); the right one opens the appointment.
 */
export function MeetingPasswordForm(props: {
  agentId: string;
  onOpened: (meeting: VideoMeeting, password: string) => void;
}) {
  const generate = useVideoCallGenerate();
  const form = usePasswordSubmit(async (password) => {
    const meeting = await generate.check(props.agentId, password);
    rememberMeetingPassword(props.agentId, password);
    props.onOpened(meeting, password);
  }, t.error);

  return (
    <form
      noValidate
      className="stack"
      onSubmit={(event) => {
        event.preventDefault();
        void form.submit();
      }}
    >
      <ErrorSummary errors={form.errors} attempt={form.attempt} />
      <p>{t.passwordHint}</p>
      <TextField
        id="password"
        type="password"
        autoComplete="off"
        label={t.passwordLabel}
        value={form.password}
        onChange={form.setPassword}
        error={form.error ?? undefined}
      />
      <Button type="submit" expand="block" disabled={form.busy}>
        {form.busy ? t.opening : t.open}
      </Button>
    </form>
  );
}
