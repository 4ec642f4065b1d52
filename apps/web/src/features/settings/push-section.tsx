import type { PushSettings } from '@servicebereich/protocol';
import { isNative } from '../../native/platform.ts';
import { push } from '../../native/push.ts';
import { CheckField } from '../../shell/check-field.tsx';
import { QueryState } from '../../shell/query-state.tsx';
import { useSavedChoice } from '../../shell/saved-choice.ts';
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

type Device = ReturnType<typeof usePushDevice>;

/**
 * Why this device cannot receive push (the browser or the server cannot do it, or the customer
 * blocked it), null when it can, undefined while that is still being checked.
 */
function cannotReceive(device: Device, available: PushSettings['Verfuegbar']) {
  const where = isNative() ? 'native' : 'web';
  if (device.data === undefined) return device.isError ? t.unsupported[where] : undefined;
  if (device.data.support === 'unsupported') return t.unsupported[where];
  if (!available[push.kind()]) return t.unavailable[where];
  if (device.data.support === 'denied') return t.denied[where];
  return null;
}

/** This device's switch, or why there is none. */
function DeviceSwitch(props: { device: Device; reason: string | null | undefined }) {
  const { device, reason } = props;
  const change = useSwitchPushDevice();
  const on = useSavedChoice(device.data?.on ?? false);
  if (reason === undefined) return <p role="status">{t.checking}</p>;
  if (reason !== null || device.data === undefined) return <p>{reason}</p>;
  return (
    <>
      <CheckField
        kind="switch"
        id="mitteilungen-geraet"
        checked={on.checked}
        disabled={on.saving}
        label={t.device[isNative() ? 'native' : 'web']}
        hint={t.deviceHint}
        onChange={(checked) => {
          on.choose(checked);
          // Once this device's state is read again after the switch (push-settings.ts), it is
          // shown as it is: turned on, or as it was where push was not allowed or failed.
          change.mutate(checked, { onSettled: on.ended });
        }}
      />
      {change.data === false && <p role="status">{t.notAllowed}</p>}
    </>
  );
}

/** A topic's switch: shown as chosen while it is saved. */
function TopicSwitch(props: { topic: PushTopic; stored: boolean; disabled: boolean }) {
  const { topic } = props;
  const setTopic = useSetPushTopic();
  const on = useSavedChoice(props.stored);
  return (
    <CheckField
      kind="switch"
      id={`mitteilungen-${topic.toLowerCase()}`}
      checked={on.checked}
      disabled={props.disabled || on.saving}
      label={t.topics[topic].label}
      hint={t.topics[topic].hint}
      onChange={(checked) => {
        on.choose(checked);
        setTopic.mutate({ topic, on: checked }, { onSettled: on.ended });
      }}
    />
  );
}

/** "Mitteilungen": push on this device, and the topics the customer wants (decision 030). */
export function PushSection() {
  const settings = usePushSettings();
  const device = usePushDevice();
  return (
    <section className="card card--form" aria-labelledby="push-heading">
      <h2 id="push-heading" className="card__title">
        {t.heading}
      </h2>
      <p>{t.intro}</p>
      <QueryState query={settings}>
        {(data) => {
          // A device that cannot receive them shows the topics off: "on" would promise messages.
          const reason = cannotReceive(device, data.Verfuegbar);
          return (
            <>
              <DeviceSwitch device={device} reason={reason} />
              <h3>{t.topicsHeading}</h3>
              <p>{t.topicsIntro}</p>
              {TOPICS.map((topic) => (
                <TopicSwitch
                  key={topic}
                  topic={topic}
                  stored={reason === null && data[topic]}
                  disabled={reason !== null}
                />
              ))}
            </>
          );
        }}
      </QueryState>
    </section>
  );
}
