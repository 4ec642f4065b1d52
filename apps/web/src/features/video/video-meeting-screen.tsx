import {
  formatViennaDay,
  formatViennaTime,
  VIDEO_COMPLETION_PATH,
  VIDEO_JOIN_MINUTES_BEFORE,
  VIDEO_TOPIC_LABELS,
} from '@servicebereich/protocol';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { ApiCallError, fieldErrorsOf } from '../../api/api-error.ts';
import { PageShell } from '../../shell/page-shell.tsx';
import { showApiError } from '../../shell/show-api-error.ts';
import { routeTitles } from '../../text/routes.ts';
import { meetingRoomTexts as r, videoMeetingTexts as t } from '../../text/video-meeting.ts';
import { useVideoCallGenerate } from './api/video-call-generate.ts';
import { useVideoCallGetRoom } from './api/video-call-get-room.ts';
import { screenDateTime } from './appointment-list.tsx';
import { DeviceCheck } from './device-check.tsx';
import { meetingAdviserOf } from './meeting-access.ts';
import { MeetingPasswordForm } from './meeting-password-form.tsx';
import { NoMeetingAdviser } from './no-meeting-adviser.tsx';
import { useReached } from './use-reached.ts';
import { useRememberedMeeting } from './use-remembered-meeting.ts';
import { Button, ButtonLink } from '../../shell/button.tsx';

const MINUTE_MS = 60_000;

type Room = { url: string | null; adviser: string };

function MeetingRoom(props: { room: Room; onLeave: () => void }) {
  return (
    <section className="stack meeting-room" aria-labelledby="meeting-room-heading">
      <h2 id="meeting-room-heading">{r.frame(props.room.adviser)}</h2>
      {props.room.url === null ? (
        <>
          <p role="status">{r.noProvider}</p>
          <ButtonLink fill="outline" href="/services/berater">
            {r.toAdvisers}
          </ButtonLink>
        </>
      ) : (
        <iframe
          className="meeting-room__frame"
          title={r.frame(props.room.adviser)}
          src={props.room.url}
          allow="camera; microphone; fullscreen; display-capture; autoplay"
        />
      )}
      <Button color="danger" onClick={props.onLeave}>
        {r.leave}
      </Button>
    </section>
  );
}

/**
 * Joining the room: before it opens, the page says when (and shows the button then, if it is still
 * open); from then on the button.
 */
function RoomJoin(props: {
  start: number;
  joining: boolean;
  error: string | null;
  onJoin: () => void;
}) {
  const opensAt = props.start - VIDEO_JOIN_MINUTES_BEFORE * MINUTE_MS;
  const open = useReached(opensAt);
  if (!open) {
    return (
      <p className="notice" role="status">
        {r.opensOn(formatViennaDay(opensAt), formatViennaTime(opensAt))}
      </p>
    );
  }
  return (
    <>
      {props.error !== null && (
        <p role="alert" className="form-error">
          {props.error}
        </p>
      )}
      <Button expand="block" disabled={props.joining} onClick={props.onJoin}>
        {props.joining ? r.joining : r.join}
      </Button>
    </>
  );
}

/**
 * `/services/video-meeting?berater=…`: the meeting password from the booking mail, then the device
 * check, then the room of the video provider embedded; leaving leads to the completion page, which
 * the password unlocked too.
 */
export function VideoMeetingScreen(props: {
  loggedIn: boolean;
  /** The server unlocked the completion page with the meeting password (decision 006). */
  onCompletionUnlocked: () => void;
}) {
  const location = useLocation();
  const navigate = useNavigate();
  const agentId = meetingAdviserOf(location.search);
  const [{ opened, checking }, open] = useRememberedMeeting(agentId);
  const generate = useVideoCallGenerate();
  const getRoom = useVideoCallGetRoom();
  const [joining, setJoining] = useState(false);
  const [joinError, setJoinError] = useState<string | null>(null);
  const [room, setRoom] = useState<Room | null>(null);

  const title = routeTitles['video-meeting'];

  if (agentId === null) {
    return (
      <PageShell title={title}>
        <NoMeetingAdviser loggedIn={props.loggedIn} />
      </PageShell>
    );
  }

  if (opened === null) {
    return (
      <PageShell title={title}>
        <section className="stack" aria-labelledby="meeting-password-heading">
          <h2 id="meeting-password-heading">{r.enter}</h2>
          {checking ? (
            <p role="status">{t.opening}</p>
          ) : (
            <MeetingPasswordForm
              agentId={agentId}
              onOpened={(meeting, password) => {
                open({ meeting, password });
              }}
            />
          )}
        </section>
      </PageShell>
    );
  }

  const { meeting } = opened;
  const start = Date.parse(meeting.Beginn);

  if (room !== null) {
    return (
      <PageShell title={title}>
        <MeetingRoom
          room={room}
          onLeave={() => {
            props.onCompletionUnlocked();
            navigate(VIDEO_COMPLETION_PATH);
          }}
        />
      </PageShell>
    );
  }

  async function join(id: string) {
    setJoining(true);
    setJoinError(null);
    try {
      const chatId = await generate.join(id, opened?.password ?? '');
      const answer = await getRoom(chatId);
      setRoom({ url: answer.RoomUrl, adviser: answer.BeraterName });
    } catch (failure) {
      const message = fieldErrorsOf(failure).password;
      if (message !== undefined) setJoinError(message);
      else if (failure instanceof ApiCallError) showApiError(failure);
    } finally {
      setJoining(false);
    }
  }

  return (
    <PageShell title={title}>
      <div className="stack">
        <section className="stack" aria-labelledby="meeting-heading">
          <h2 id="meeting-heading">{r.heading}</h2>
          <p>
            <strong>{t.appointment(screenDateTime(start), meeting.BeraterName)}</strong>
            <br />
            {VIDEO_TOPIC_LABELS[meeting.Thema]}
          </p>
        </section>
        <DeviceCheck />
        <RoomJoin
          start={start}
          joining={joining}
          error={joinError}
          onJoin={() => void join(agentId)}
        />
      </div>
    </PageShell>
  );
}
