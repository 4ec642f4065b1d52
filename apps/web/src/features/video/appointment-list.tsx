import { IonButton } from '@ionic/react';
import {
  formatViennaDateTime,
  VIDEO_TOPIC_LABELS,
  type VideoAppointment,
} from '@servicebereich/protocol';
import { MOVE_APPOINTMENT_PARAM, routePath } from '../../routes.ts';
import { showAlert } from '../../shell/alert-store.ts';
import { showToast } from '../../shell/toast-store.ts';
import { videoTexts as t } from '../../text/video.ts';
import { useCancelVideoAppointment } from './api/cancel-video-termin.ts';
import { useVideoAppointments } from './api/get-video-termine.ts';

/** An appointment's start as the app shows it: `Montag, 23. November 2026, 09:00 Uhr`. */
export function appointmentTime(appointment: VideoAppointment): string {
  return formatViennaDateTime(Date.parse(appointment.Beginn));
}

/** Where an appointment moves: its adviser's booking screen, which opens the move flow for it. */
function movePath(appointment: VideoAppointment): string {
  const query = new URLSearchParams({ [MOVE_APPOINTMENT_PARAM]: appointment.TerminId });
  return `${routePath('video-termin', { agentId: appointment.BeraterId })}?${query.toString()}`;
}

/** The adviser whose booking screen the list stands on: their appointments move right there. */
type MovesHere = {
  agentId: string;
  onMove: (appointment: VideoAppointment) => void;
};

/**
 * The customer's upcoming video appointments, each to move (with its adviser) or cancel. Nothing
 * shows while they load, when there are none, or when they could not be loaded (the error path
 * has said why).
 */
export function AppointmentList(props: { movesHere: MovesHere | null }) {
  const { movesHere } = props;
  const appointments = useVideoAppointments(true);
  const cancel = useCancelVideoAppointment();
  const list = appointments.data?.Termine ?? [];
  if (list.length === 0) return null;

  async function handleCancel(appointment: VideoAppointment) {
    const answer = await showAlert({
      header: t.cancelHeader,
      message: t.cancelQuestion,
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
    <section aria-labelledby="video-appointments-heading" className="stack">
      <h2 id="video-appointments-heading">{t.appointmentsHeading}</h2>
      <ul className="video-appointments">
        {list.map((appointment) => (
          <li key={appointment.TerminId} className="video-appointments__item">
            <p>
              <strong>{appointmentTime(appointment)}</strong>
              <br />
              {t.appointmentWith(appointment.BeraterName)} · {VIDEO_TOPIC_LABELS[appointment.Thema]}
            </p>
            <div className="video-appointments__actions">
              {movesHere !== null && appointment.BeraterId === movesHere.agentId ? (
                <IonButton
                  fill="outline"
                  size="small"
                  aria-label={t.moveLabel(appointmentTime(appointment))}
                  onClick={() => {
                    movesHere.onMove(appointment);
                  }}
                >
                  {t.move}
                </IonButton>
              ) : (
                <IonButton
                  fill="outline"
                  size="small"
                  aria-label={t.moveLabel(appointmentTime(appointment))}
                  routerLink={movePath(appointment)}
                >
                  {t.move}
                </IonButton>
              )}
              <IonButton
                fill="outline"
                size="small"
                color="danger"
                aria-label={t.cancelLabel(appointmentTime(appointment))}
                onClick={() => void handleCancel(appointment)}
              >
                {t.cancel}
              </IonButton>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
