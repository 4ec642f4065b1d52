import {
  formatViennaDay,
  formatViennaDayParts,
  formatViennaTime,
  VIDEO_TOPIC_LABELS,
  VIDEO_TOPICS,
  type VideoAppointment,
  type VideoSlot,
  videoAppointmentCalls,
} from '@servicebereich/protocol';
import { calendarOutline } from 'ionicons/icons';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { z } from 'zod/mini';
import { fieldErrorsOf } from '../../api/api-error.ts';
import { DIRECT_CONTACT_PARAM, MOVE_APPOINTMENT_PARAM, routePath } from '../../routes.ts';
import { DayTimeChoice } from '../../shell/day-time-choice.tsx';
import { DonePanel } from '../../shell/done-panel.tsx';
import { EmptyState } from '../../shell/empty-state.tsx';
import { PageShell } from '../../shell/page-shell.tsx';
import { QueryState } from '../../shell/query-state.tsx';
import { showApiError } from '../../shell/show-api-error.ts';
import { SelectField, TextField } from '../../shell/text-field.tsx';
import { routeTitles } from '../../text/routes.ts';
import { videoTexts as t } from '../../text/video.ts';
import { useBookVideoAppointment } from './api/book-video-termin.ts';
import { useVideoSlots } from './api/get-video-termin-slots.ts';
import { useVideoAppointments } from './api/get-video-termine.ts';
import { useMoveVideoAppointment } from './api/move-video-termin.ts';
import { AppointmentList, AppointmentSummary, appointmentTime } from './appointment-list.tsx';
import { ErrorSummary, summaryOf } from '../../shell/error-summary.tsx';
import { Button, ButtonLink } from '../../shell/button.tsx';

type Errors = Partial<Record<'thema' | 'beginn' | 'nachricht', string>>;

/** Slots by their day in Vienna, in order; `start`, the first one's instant, stands for its day. */
export function slotsByDay(
  slots: readonly VideoSlot[],
): { day: string; start: number; slots: VideoSlot[] }[] {
  const days: { day: string; start: number; slots: VideoSlot[] }[] = [];
  for (const slot of slots) {
    const start = Date.parse(slot.Beginn);
    const day = formatViennaDay(start);
    const last = days.at(-1);
    if (last?.day === day) last.slots.push(slot);
    else days.push({ day, start, slots: [slot] });
  }
  return days;
}

/** The free slots: a strip of their days, the times of the day chosen as chips. */
function SlotPicker(props: {
  slots: readonly VideoSlot[];
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
  /** The adviser's contact form: the next step when no slot is free. */
  contactPath: string;
}) {
  if (props.slots.length === 0) {
    return (
      <EmptyState
        icon={calendarOutline}
        text={t.noSlots}
        action={{ label: t.writeInstead, to: props.contactPath }}
      />
    );
  }
  return (
    <DayTimeChoice
      id="beginn"
      legend={t.slots}
      hint={t.slotsHint}
      daysLabel={t.day}
      days={slotsByDay(props.slots).map(({ day, start, slots }) => ({
        heading: day,
        name: t.dayLabel(day, slots.length),
        ...formatViennaDayParts(start),
        times: slots.map((slot) => {
          const time = formatViennaTime(Date.parse(slot.Beginn));
          return { value: slot.Beginn, time, name: t.timeLabel(day, time) };
        }),
      }))}
      value={props.value}
      onChange={props.onChange}
      error={props.error}
    />
  );
}

/** The appointment being moved, above the slots to choose its new time from. */
function MovedAppointment(props: { appointment: VideoAppointment }) {
  const { appointment } = props;
  return (
    <section className="stack" aria-labelledby="video-moving-heading">
      <h2 id="video-moving-heading">{t.movingHeading}</h2>
      <div className="video-appointments__item">
        <AppointmentSummary appointment={appointment} />
      </div>
      <p role="status">{t.moving(appointmentTime(appointment))}</p>
    </section>
  );
}

function errorsOf(error: unknown): Errors {
  const fields = fieldErrorsOf(error);
  return {
    ...(fields['thema'] === undefined ? {} : { thema: fields['thema'] }),
    ...(fields['beginn'] === undefined ? {} : { beginn: fields['beginn'] }),
    ...(fields['nachricht'] === undefined ? {} : { nachricht: fields['nachricht'] }),
  };
}

/**
 * `/services/berater/{contractId?}/video-termin/{agentId}`: the customer's appointments (move,
 * cancel) and the booking: topic, a free slot grouped by day, an optional note.
 */
export function VideoBookingScreen(props: {
  agentId: string;
  contractId: string | undefined;
  loggedIn: boolean;
}) {
  const slots = useVideoSlots(props.agentId, props.loggedIn);
  const appointments = useVideoAppointments(props.loggedIn);
  const book = useBookVideoAppointment();
  const move = useMoveVideoAppointment();
  const [topic, setTopic] = useState('');
  const [slot, setSlot] = useState('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [attempt, setAttempt] = useState(0);
  const [moving, setMoving] = useState<VideoAppointment | null>(null);
  const [done, setDone] = useState<{ appointment: VideoAppointment; moved: boolean } | null>(null);
  const moveId = new URLSearchParams(useLocation().search).get(MOVE_APPOINTMENT_PARAM);
  const [moveIdDone, setMoveIdDone] = useState(false);

  function startMove(appointment: VideoAppointment) {
    setMoving(appointment);
    setSlot('');
    setErrors({});
  }

  // The move parameter opens the move flow once the appointments are known: for one of the
  // customer's upcoming appointments with this adviser, any other id is ignored.
  useEffect(() => {
    if (moveIdDone || moveId === null || appointments.data === undefined) return;
    setMoveIdDone(true);
    const named = appointments.data.Termine.find(
      (a) => a.TerminId === moveId && a.BeraterId === props.agentId,
    );
    if (named !== undefined) startMove(named);
  }, [appointments.data, moveId, moveIdDone, props.agentId]);

  if (!props.loggedIn) {
    return (
      <PageShell title={routeTitles['video-termin']}>
        <div className="stack">
          <p>{t.loginNeeded}</p>
          <ButtonLink href="/login">{t.login}</ButtonLink>
        </div>
      </PageShell>
    );
  }

  /** A failed attempt's errors: under the fields and in the error summary, which takes the focus. */
  function showErrors(found: Errors) {
    setErrors(found);
    setAttempt((count) => count + 1);
  }

  /** A field changed: its error is fixed, or shows again at the next attempt. */
  function fixed(field: keyof Errors) {
    setErrors(({ [field]: _fixed, ...rest }) => rest);
  }

  async function handleSubmit() {
    if (moving !== null) {
      const parsed = z.safeParse(videoAppointmentCalls.moveVideoTermin.params, {
        terminid: moving.TerminId,
        beginn: slot,
      });
      if (!parsed.success) {
        showErrors({ beginn: parsed.error.issues[0]?.message ?? '' });
        return;
      }
      try {
        const appointment = await move.mutateAsync(parsed.data);
        setDone({ appointment, moved: true });
      } catch (error) {
        const found = errorsOf(error);
        if (Object.keys(found).length === 0) showApiError(error);
        showErrors(found);
      }
      return;
    }
    const parsed = z.safeParse(videoAppointmentCalls.bookVideoTermin.params, {
      beraterid: props.agentId,
      beginn: slot,
      thema: topic,
      nachricht: note,
      ...(props.contractId === undefined ? {} : { vertragsnummer: props.contractId }),
    });
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0];
        if (
          (key === 'thema' || key === 'beginn' || key === 'nachricht') &&
          found[key] === undefined
        ) {
          found[key] = issue.message;
        }
      }
      showErrors(found);
      return;
    }
    try {
      const appointment = await book.mutateAsync(parsed.data);
      setDone({ appointment, moved: false });
    } catch (error) {
      const found = errorsOf(error);
      if (Object.keys(found).length === 0) showApiError(error);
      showErrors(found);
    }
  }

  if (done !== null) {
    return (
      <PageShell title={routeTitles['video-termin']}>
        <DonePanel heading={done.moved ? t.movedHeading : t.bookedHeading}>
          <p role="status">
            {t.bookedText(appointmentTime(done.appointment), done.appointment.BeraterName)}
          </p>
          <Button
            fill="outline"
            onClick={() => {
              setDone(null);
              setMoving(null);
              setSlot('');
              setTopic('');
              setNote('');
            }}
          >
            {t.another}
          </Button>
        </DonePanel>
      </PageShell>
    );
  }

  const busy = book.isPending || move.isPending;

  return (
    <PageShell title={routeTitles['video-termin']}>
      <QueryState query={slots}>
        {(data) => (
          <form
            className="stack video-booking"
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              void handleSubmit();
            }}
          >
            <ErrorSummary errors={summaryOf(errors)} attempt={attempt} />
            {moving === null ? (
              <>
                <p>{t.intro(data.BeraterName)}</p>
                <AppointmentList movesHere={{ agentId: props.agentId, onMove: startMove }} />
                <h2>{t.newHeading}</h2>
                <SelectField
                  id="thema"
                  label={t.topic}
                  value={topic}
                  onChange={(value) => {
                    setTopic(value);
                    fixed('thema');
                  }}
                  error={errors.thema}
                  options={[
                    { value: '', label: t.topicChoose, disabled: true },
                    ...VIDEO_TOPICS.map((value) => ({ value, label: VIDEO_TOPIC_LABELS[value] })),
                  ]}
                />
              </>
            ) : (
              <MovedAppointment appointment={moving} />
            )}
            <SlotPicker
              slots={data.Slots}
              value={slot}
              onChange={(value) => {
                setSlot(value);
                fixed('beginn');
              }}
              error={errors.beginn}
              contactPath={`${routePath('berater')}?${DIRECT_CONTACT_PARAM}=${encodeURIComponent(props.agentId)}`}
            />
            {moving === null && (
              <TextField
                id="nachricht"
                label={t.note}
                rows={3}
                value={note}
                onChange={(value) => {
                  setNote(value);
                  fixed('nachricht');
                }}
                error={errors.nachricht}
              />
            )}
            <div className="stack">
              <Button type="submit" expand="block" disabled={busy}>
                {busy ? t.booking : moving === null ? t.book : t.moveConfirm}
              </Button>
              {moving !== null && (
                <Button
                  fill="outline"
                  expand="block"
                  onClick={() => {
                    setMoving(null);
                    setSlot('');
                    setErrors({});
                  }}
                >
                  {t.moveAbort}
                </Button>
              )}
            </div>
          </form>
        )}
      </QueryState>
    </PageShell>
  );
}
