import { VIDEO_APPOINTMENTS_ANCHOR } from '@servicebereich/protocol';
import { routePath } from '../../routes.ts';
import { videoMeetingTexts as t } from '../../text/video-meeting.ts';
import { ButtonLink } from '../../shell/button.tsx';

/** The meeting page opened without `?berater=`: the way is the link in the mail. */
export function NoMeetingAdviser(props: { loggedIn: boolean }) {
  return (
    <div className="stack">
      <p>{t.noAdviser}</p>
      {props.loggedIn && (
        <ButtonLink fill="outline" href={`${routePath('berater')}#${VIDEO_APPOINTMENTS_ANCHOR}`}>
          {t.toAppointments}
        </ButtonLink>
      )}
    </div>
  );
}
