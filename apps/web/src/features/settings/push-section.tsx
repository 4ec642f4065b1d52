import type { PushSettings } from '@servicebereich/protocol';
import type { ReactNode } from 'react';
import { isNative } from '../../native/platform.ts';
import { push } from '../../native/push.ts';
import { CheckField } from '../../shell/check-field.tsx';
import { QueryState } from '../../shell/query-state.tsx';
import { pushTexts } from '../../text/push.ts';
import {
  usePushDevice,
  usePushSettings,
  useSetPushTopic,
  useSwitchPushDevice,
  type PushTopic,
} from './api/push-settings.ts';

const t = pushTexts;
const TOPICS: readonly PushTopic[] = ['Postbox', 'Schaden', 'Unwetter'];

/** This device's switch, or why there is none: the browser or the server cannot do push. */
function DeviceSwitch(props: { available: PushSettings['Verfuegbar'] }) {
  const device = usePushDevice();
  const change = useSwitchPushDevice();
  const where = isNative() ? 'native' : 'web';
  const say = (text: string): ReactNode => <p>{text}</p>;
  if (device.data === undefined) {
    return device.isError ? say(t.unsupported[where]) : <p role="status">{t.checking}</p>;
  }
  const { support, on } = device.data;
  if (support === 'unsupported') return say(t.unsupported[where]);
  if (!props.available[push.kind()]) return say(t.unavailable[where]);
  if (support === 'denied') return say(t.denied[where]);
  return (
    <>
      <CheckField
        kind="switch"
        id="mitteilungen-geraet"
        checked={change.isPending ? change.variables : on}
        disabled={change.isPending}
        label={t.device[where]}
        hint={t.deviceHint}
        onChange={(checked) => {
          change.mutate(checked);
        }}
      />
      {change.data === false && <p role="status">{t.notAllowed}</p>}
    </>
  );
}

/** "Mitteilungen": push on this device, and the topics the customer wants (decision 030). */
export function PushSection() {
  const settings = usePushSettings();
  const setTopic = useSetPushTopic();
  return (
    <section aria-labelledby="push-heading">
      <h2 id="push-heading">{t.heading}</h2>
      <p>{t.intro}</p>
      <QueryState query={settings}>
        {(data) => (
          <>
            <DeviceSwitch available={data.Verfuegbar} />
            <h3>{t.topicsHeading}</h3>
            <p>{t.topicsIntro}</p>
            {TOPICS.map((topic) => (
              <CheckField
                kind="switch"
                key={topic}
                id={`mitteilungen-${topic.toLowerCase()}`}
                checked={data[topic]}
                label={t.topics[topic].label}
                hint={t.topics[topic].hint}
                onChange={(on) => {
                  setTopic.mutate({ topic, on });
                }}
              />
            ))}
          </>
        )}
      </QueryState>
    </section>
  );
}
