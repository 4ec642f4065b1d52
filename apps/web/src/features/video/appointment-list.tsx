import {
  formatViennaDateTime,
  VIDEO_ADVISER_PARAM,
  VIDEO_APPOINTMENTS_ANCHOR,
  VIDEO_JOIN_MINUTES_BEFORE,
  VIDEO_MEETING_PATH,
  VIDEO_TOPIC_LABELS,
  type VideoAppointment,
} from '@servicebereich/protocol';
import { useEffect, useRef, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { MOVE_APPOINTMENT_PARAM, routePath } from '../../routes.ts';
import { showAlert } from '../../shell/alert-store.ts';
import { LoadingSkeleton } from '../../shell/loading-skeleton.tsx';
import { saveFile } from '../../shell/save-file.ts';
import { showToast } from '../../shell/toast-store.ts';
import { isNative } from '../../native/platform.ts';
import { appointmentCalendarFile } from './appointment-calendar.ts';
import { videoTexts as t } from '../../text/video.ts';
import { useCancelVideoAppointment } from './api/cancel-video-termin.ts';
import { useVideoAppointments } from './api/get-video-termine.ts';
import { useReached } from './use-reached.ts';
import { Button, ButtonLink } from '../../shell/button.tsx';

const MINUTE_MS = 60_000;

/**
 * A day and time as the screen shows it, `Montag, 23. November 2026, 09:00 Uhr`, the time and
 * "Uhr" never parted by a line's end. Mails and SMS keep a plain space: a text message with a
 * no-break space is sent in UCS-2, at 70 characters a part instead of 160.
 */
export function screenDateTime(epochMs: number): string {
  return formatViennaDateTime(epochMs).replace(/ Uhr$/, '\u00A0Uhr');
}

/** An appointment's start as the app shows it (`screenDateTime`). */
export function appointmentTime(appointment: VideoAppointment): string {
  return screenDateTime(Date.parse(appointment.Beginn));
}

/** An appointment in a line or two: its time, then its adviser and topic. */
export function AppointmentSummary(props: { appointment: VideoAppointment }) {
  const { appointment } = props;
  return (
    <p>
      <strong>{appointmentTime(appointment)}</strong>
      <br />
      {t.appointmentWith(appointment.BeraterName)} · {VIDEO_TOPIC_LABELS[appointment.Thema]}
    </p>
  );
}

/** Where an appointment moves: its adviser's booking screen, which opens the move flow for it. */
function movePath(appointment: VideoAppointment): string {
  const query = new URLSearchParams({ [MOVE_APPOINTMENT_PARAM]: appointment.TerminId });
  return `${routePath('video-termin', { agentId: appointment.BeraterId })}?${query.toString()}`;
}

/** The meeting page of an appointment's adviser; it asks for the password from the mail. */
function meetingPath(appointment: VideoAppointment): string {
  const query = new URLSearchParams({ [VIDEO_ADVISER_PARAM]: appointment.BeraterId });
  return `${VIDEO_MEETING_PATH}?${query.toString()}`;
}

/**
 * "Teilnehmen": the appointment's main action once its room is open (15 minutes before the
 * start), a quiet one before, leading to the page that says when the room opens.
 */
function JoinButton(props: { appointment: VideoAppointment }) {
  const { appointment } = props;
  const open = useReached(Date.parse(appointment.Beginn) - VIDEO_JOIN_MINUTES_BEFORE * MINUTE_MS);
  return (
    <ButtonLink
      size="small"
      fill={open ? 'solid' : 'outline'}
      aria-label={t.joinLabel(appointmentTime(appointment))}
      href={meetingPath(appointment)}
    >
      {t.join}
    </ButtonLink>
  );
}

/** The adviser whose booking screen the list stands on: their appointments move right there. */
type MovesHere = {
  agentId: string;
  onMove: (appointment: VideoAppointment) => void;
};

/**
 * The customer's upcoming video appointments, each to move (with its adviser) or cancel. Nothing
 * shows while they load, when there are none, or when they could not be loaded (the error path
 * has said why). A page opened at the section's anchor brings it into view and moves the focus to
 * its heading once the appointments are there.
 */
export function AppointmentList(props: { movesHere: MovesHere | null }) {
  const { movesHere } = props;
  const appointments = useVideoAppointments(true);
  const cancel = useCancelVideoAppointment();
  const list = appointments.data?.Termine ?? [];
  const sectionRef = useRef<HTMLElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Only the address the list was shown with: Ionic keeps earlier pages mounted, and they see
  // every later address too.
  const openedAtAnchor = useRef(useLocation().hash === `#${VIDEO_APPOINTMENTS_ANCHOR}`);

  useEffect(() => {
    if (!openedAtAnchor.current || appointments.data === undefined) return;
    openedAtAnchor.current = false;
    sectionRef.current?.scrollIntoView({ block: 'start' });
    headingRef.current?.focus({ preventScroll: true });
  }, [appointments.data]);

  if (list.length === 0) return null;

  async function handleCancel(appointment: VideoAppointment) {
    const answer = await showAlert({
      header: t.cancelHeader,
      message: t.cancelQuestion(appointmentTime(appointment)),
      buttons: [
        { text: t.cancelNo, role: 'cancel' },
        { text: t.cancelYes, role: 'confirm' },
      ],
    });
    if (answer?.role !== 'confirm') return;
    await cancel.mutateAsync(appointment.TerminId).then(
      () => {
        showToast(t.cancelled);
      },
      () => undefined,
    );
  }

  return (
    <section
      ref={sectionRef}
      id={VIDEO_APPOINTMENTS_ANCHOR}
      aria-labelledby="video-appointments-heading"
      className="stack"
    >
      <h2 ref={headingRef} id="video-appointments-heading" tabIndex={-1}>
        {t.appointmentsHeading}
      </h2>
      <ul className="video-appointments">
        {list.map((appointment) => (
          <li key={appointment.TerminId} className="card card--form video-appointments__item">
            <AppointmentSummary appointment={appointment} />
            <div className="video-appointments__actions">
              <JoinButton appointment={appointment} />
              {movesHere !== null && appointment.BeraterId === movesHere.agentId ? (
                <Button
                  fill="outline"
                  size="small"
                  aria-label={t.moveLabel(appointmentTime(appointment))}
                  onClick={() => {
                    movesHere.onMove(appointment);
                  }}
                >
                  {t.move}
                </Button>
              ) : (
                <ButtonLink
                  fill="outline"
                  size="small"
                  aria-label={t.moveLabel(appointmentTime(appointment))}
                  href={movePath(appointment)}
                >
                  {t.move}
                </ButtonLink>
              )}
              {!isNative() && (
                <Button
                  fill="outline"
                  size="small"
                  aria-label={t.calendarLabel(appointmentTime(appointment))}
                  onClick={() => {
                    const meetingUrl = new URL(meetingPath(appointment), location.origin).href;
                    saveFile(appointmentCalendarFile(appointment, meetingUrl, Date.now()));
                  }}
                >
                  {t.calendar}
                </Button>
              )}
              <Button
                fill="outline"
                size="small"
                color="danger"
                aria-label={t.cancelLabel(appointmentTime(appointment))}
                onClick={() => void handleCancel(appointment)}
              >
                {t.cancel}
              </Button>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The appointments above a screen's own content, which shows once they are known (or could not be
 * loaded): shown earlier, it would move down under the customer's finger when they arrive.
 */
export function AppointmentsAbove(props: { children: ReactNode }) {
  const appointments = useVideoAppointments(true);
  const known = appointments.status !== 'pending' || appointments.fetchStatus === 'paused';
  return (
    <>
      <AppointmentList movesHere={null} />
      {known ? props.children : <LoadingSkeleton />}
    </>
  );
}
