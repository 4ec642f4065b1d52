import { useEffect, useRef, useState } from 'react';
import { deviceCheckTexts as t } from '../../text/video-meeting.ts';
import { Button } from '../../shell/button.tsx';
import { heldLevel, loudness } from './microphone-level.ts';

type Check =
  | { state: 'starting' }
  | { state: 'ready'; stream: MediaStream }
  | { state: 'failed'; message: string };

/** What a refused getUserMedia means for the customer, by the DOMException's name. */
function failureText(error: unknown): string {
  const name = error instanceof DOMException ? error.name : '';
  switch (name) {
    case 'NotAllowedError':
    case 'SecurityError':
      return t.denied;
    case 'NotFoundError':
    case 'OverconstrainedError':
      return t.notFound;
    case 'NotReadableError':
    case 'AbortError':
      return t.busy;
    default:
      return t.failed;
  }
}

/** Camera and microphone, asked for once per try; stopped when the check goes. */
function useMediaCheck(attempt: number): Check {
  const [check, setCheck] = useState<Check>({ state: 'starting' });
  useEffect(() => {
    let stream: MediaStream | null = null;
    let gone = false;
    setCheck({ state: 'starting' });
    // Absent outside a secure context (an http:// address other than localhost).
    const devices = (navigator as Partial<Navigator>).mediaDevices;
    if (devices === undefined) {
      setCheck({ state: 'failed', message: t.unsupported });
      return;
    }
    devices.getUserMedia({ video: true, audio: true }).then(
      (granted) => {
        stream = granted;
        if (gone) granted.getTracks().forEach((track) => track.stop());
        else setCheck({ state: 'ready', stream: granted });
      },
      (error: unknown) => {
        if (!gone) setCheck({ state: 'failed', message: failureText(error) });
      },
    );
    return () => {
      gone = true;
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, [attempt]);
  return check;
}

/** The microphone's loudness, 0 to 1, from the stream's audio; null where it cannot be measured. */
function useMicrophoneLevel(stream: MediaStream | null): number | null {
  const [level, setLevel] = useState<number | null>(null);
  useEffect(() => {
    if (stream === null || typeof AudioContext === 'undefined') return;
    if (stream.getAudioTracks().length === 0) return;
    const context = new AudioContext();
    const analyser = context.createAnalyser();
    analyser.fftSize = 512;
    context.createMediaStreamSource(stream).connect(analyser);
    const samples = new Uint8Array(analyser.fftSize);
    let frame = 0;
    let held = 0;
    let measuredAt = performance.now();
    let shown = -1;
    const measure = (now: number) => {
      analyser.getByteTimeDomainData(samples);
      held = heldLevel(held, loudness(samples), now - measuredAt);
      measuredAt = now;
      const rounded = Math.round(held * 20) / 20;
      if (rounded !== shown) {
        shown = rounded;
        setLevel(rounded);
      }
      frame = requestAnimationFrame(measure);
    };
    measure(measuredAt);
    return () => {
      cancelAnimationFrame(frame);
      void context.close();
    };
  }, [stream]);
  return level;
}

/**
 * The check before joining: the camera's picture and the microphone's level, or what stands in the
 * way (a denied permission, no device, a device in use) and how to fix it.
 */
export function DeviceCheck() {
  const [attempt, setAttempt] = useState(0);
  const check = useMediaCheck(attempt);
  const stream = check.state === 'ready' ? check.stream : null;
  const level = useMicrophoneLevel(stream);
  const video = useRef<HTMLVideoElement>(null);

  useEffect(() => {
    if (video.current !== null) video.current.srcObject = stream;
  }, [stream]);

  return (
    <section className="stack device-check" aria-labelledby="device-check-heading">
      <h2 id="device-check-heading">{t.heading}</h2>
      <p>{t.intro}</p>
      {check.state === 'starting' && <p role="status">{t.starting}</p>}
      {check.state === 'ready' && (
        <>
          <video
            ref={video}
            className="device-check__preview"
            aria-label={t.preview}
            autoPlay
            muted
            playsInline
          />
          {level !== null && (
            <div className="device-check__level">
              <label htmlFor="device-check-level">{t.level}</label>
              <meter id="device-check-level" min={0} max={1} low={0.05} value={level} />
            </div>
          )}
          <p role="status">{t.ready}</p>
        </>
      )}
      {check.state === 'failed' && (
        <>
          <p role="alert" className="device-check__problem">
            {check.message}
          </p>
          <Button
            fill="outline"
            onClick={() => {
              setAttempt((n) => n + 1);
            }}
          >
            {t.retry}
          </Button>
        </>
      )}
    </section>
  );
}
