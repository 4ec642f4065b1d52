import { routePath } from '../../routes.ts';
import { ButtonLink } from '../../shell/button.tsx';
import { QueryState } from '../../shell/query-state.tsx';
import { videoMeetingTexts as t } from '../../text/video-meeting.ts';
import { useVideoAppointments } from './api/get-video-termine.ts';
import { AppointmentList } from './appointment-list.tsx';

/**
 * The meeting page opened without `?berater=` (the services' "Video-Beratung"): a visitor is asked
 * for the link in the mail; a customer sees the booked appointments, each with "Teilnehmen", or,
 * with none, the way to book one.
 */
export function NoMeetingAdviser(props: { loggedIn: boolean }) {
  if (!props.loggedIn) return <p>{t.noAdviser}</p>;
  return <CustomerAppointments />;
}

function CustomerAppointments() {
  const appointments = useVideoAppointments(true);
  return (
    <QueryState query={appointments}>
      {({ Termine }) =>
        Termine.length === 0 ? (
          <div className="stack">
            <p>{t.noAppointments}</p>
            <ButtonLink href={routePath('berater')}>{t.toAdvisers}</ButtonLink>
          </div>
        ) : (
          <div className="stack">
            <p>{t.chooseAppointment}</p>
            <AppointmentList movesHere={null} />
          </div>
        )
      }
    </QueryState>
  );
}
