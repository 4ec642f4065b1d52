import type { SignedInDevice } from '@servicebereich/protocol';
import { checkmarkCircleOutline } from 'ionicons/icons';
import { QueryState } from '../../shell/query-state.tsx';
import { StatusTag } from '../../shell/status-tag.tsx';
import { settingsTexts } from '../../text/settings.ts';
import { useEndOtherSessions } from './api/end-other-sessions.ts';
import { useDeviceLogins, useEndDeviceLogin } from './api/device-logins.ts';
import { useEndSession } from './api/end-session.ts';
import { useSessions } from './api/get-sessions.ts';
import { CredentialItem } from './credential-item.tsx';
import { dateTime } from './date-time.ts';
import { PasskeysList } from './passkeys-list.tsx';
import { Button } from '../../shell/button.tsx';

const t = settingsTexts.devices;

/**
 * One session: the same browser on two computers reads alike, so it is told apart by when and
 * (where the server knows it) where it was signed in, when it was last used, and this device by
 * a tag of its own.
 */
function DeviceItem(props: { device: SignedInDevice }) {
  const { device } = props;
  const end = useEndSession();
  const name =
    device.Browser === '' ? device.Geraet : t.deviceWithBrowser(device.Geraet, device.Browser);
  const signedIn = dateTime(device.Angemeldet);
  return (
    <li className="device-list__item">
      <div>
        <strong>{name}</strong>
        <p className="muted">{t.lastUsed(dateTime(device.ZuletztAktiv))}</p>
        <p className="muted">{t.signedIn(signedIn)}</p>
        {device.Ort !== null && <p className="muted">{t.place(device.Ort)}</p>}
        {device.Aktuell && <StatusTag text={t.current} icon={checkmarkCircleOutline} />}
      </div>
      {!device.Aktuell && (
        <Button
          fill="outline"
          size="small"
          disabled={end.isPending}
          aria-label={t.endOneLabel(name, signedIn, device.Ort)}
          onClick={() => {
            end.mutate(device.Id);
          }}
        >
          {t.endOne}
        </Button>
      )}
    </li>
  );
}

/** The devices set up for the biometric login, each to revoke; nothing while there are none. */
function DeviceLogins() {
  const query = useDeviceLogins();
  const end = useEndDeviceLogin();
  const u = settingsTexts.deviceLogins;
  const devices = query.data?.Geraete ?? [];
  if (devices.length === 0) return null;
  return (
    <>
      <h3>{u.heading}</h3>
      <p>{u.intro}</p>
      <ul className="device-list">
        {devices.map((device) => (
          <CredentialItem
            key={device.Id}
            name={device.Geraet}
            setUp={device.Eingerichtet}
            lastUsed={device.ZuletztVerwendet}
            removeLabel={u.removeLabel(device.Geraet)}
            removing={end.isPending}
            onRemove={() => {
              end.mutate(device.Id);
            }}
          />
        ))}
      </ul>
    </>
  );
}

/**
 * "Angemeldete Geräte": where the customer is signed in, each to end, or all others at once; the
 * devices set up for the biometric login (decision 027); the passkeys (decision 029).
 */
export function DevicesSection() {
  const query = useSessions();
  const endOthers = useEndOtherSessions();
  return (
    <section className="card card--form" aria-labelledby="devices-heading">
      <h2 id="devices-heading" className="card__title">
        {t.heading}
      </h2>
      <p>{t.intro}</p>
      <QueryState query={query}>
        {({ Geraete }) => (
          <>
            <ul className="device-list">
              {[...Geraete]
                .sort((a, b) => Number(b.Aktuell) - Number(a.Aktuell))
                .map((device) => (
                  <DeviceItem key={device.Id} device={device} />
                ))}
            </ul>
            {Geraete.some((device) => !device.Aktuell) ? (
              <Button
                fill="outline"
                expand="block"
                disabled={endOthers.isPending}
                onClick={() => {
                  endOthers.mutate();
                }}
              >
                {t.endOthers}
              </Button>
            ) : (
              <p className="muted">{t.onlyThis}</p>
            )}
          </>
        )}
      </QueryState>
      <DeviceLogins />
      <PasskeysList />
    </section>
  );
}
