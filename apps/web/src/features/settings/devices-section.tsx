import { IonButton } from '@ionic/react';
import { isoToDisplay, viennaIsoDate, type SignedInDevice } from '@servicebereich/protocol';
import { QueryState } from '../../shell/query-state.tsx';
import { settingsTexts } from '../../text/settings.ts';
import { useEndOtherSessions } from './api/end-other-sessions.ts';
import { useDeviceLogins, useEndDeviceLogin } from './api/device-logins.ts';
import { useEndSession } from './api/end-session.ts';
import { useSessions } from './api/get-sessions.ts';

const t = settingsTexts.devices;

const timeOfDay = new Intl.DateTimeFormat('de-AT', {
  timeZone: 'Europe/Vienna',
  hour: '2-digit',
  minute: '2-digit',
});

/** "24.11.2026, 19:58" in Vienna time. */
function dateTime(iso: string): string {
  const ms = Date.parse(iso);
  return `${isoToDisplay(viennaIsoDate(ms)) ?? ''}, ${timeOfDay.format(ms)}`;
}

function DeviceItem(props: { device: SignedInDevice }) {
  const { device } = props;
  const end = useEndSession();
  const name =
    device.Browser === '' ? device.Geraet : t.deviceWithBrowser(device.Geraet, device.Browser);
  return (
    <li className="device-list__item">
      <div>
        <strong>{name}</strong>
        {device.Aktuell && <span className="device-list__current"> · {t.current}</span>}
        <p className="muted">{t.lastUsed(dateTime(device.ZuletztAktiv))}</p>
        <p className="muted">{t.signedIn(dateTime(device.Angemeldet))}</p>
      </div>
      {!device.Aktuell && (
        <IonButton
          fill="outline"
          size="small"
          disabled={end.isPending}
          aria-label={t.endOneLabel(name)}
          onClick={() => {
            end.mutate(device.Id);
          }}
        >
          {t.endOne}
        </IonButton>
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
          <li key={device.Id} className="device-list__item">
            <div>
              <strong>{device.Geraet}</strong>
              <p className="muted">{u.lastUsed(dateTime(device.ZuletztVerwendet))}</p>
              <p className="muted">{u.setUp(dateTime(device.Eingerichtet))}</p>
            </div>
            <IonButton
              fill="outline"
              size="small"
              disabled={end.isPending}
              aria-label={u.removeLabel(device.Geraet)}
              onClick={() => {
                end.mutate(device.Id);
              }}
            >
              {u.remove}
            </IonButton>
          </li>
        ))}
      </ul>
    </>
  );
}

/**
 * "Angemeldete Geräte": where the customer is signed in, each to end, or all others at once; and
 * the devices set up for the biometric login (decision 027).
 */
export function DevicesSection() {
  const query = useSessions();
  const endOthers = useEndOtherSessions();
  return (
    <section aria-labelledby="devices-heading">
      <h2 id="devices-heading">{t.heading}</h2>
      <p>{t.intro}</p>
      <QueryState query={query}>
        {({ Geraete }) => (
          <>
            <ul className="device-list">
              {Geraete.map((device) => (
                <DeviceItem key={device.Id} device={device} />
              ))}
            </ul>
            {Geraete.some((device) => !device.Aktuell) ? (
              <IonButton
                fill="outline"
                expand="block"
                disabled={endOthers.isPending}
                onClick={() => {
                  endOthers.mutate();
                }}
              >
                {t.endOthers}
              </IonButton>
            ) : (
              <p className="muted">{t.onlyThis}</p>
            )}
          </>
        )}
      </QueryState>
      <DeviceLogins />
    </section>
  );
}
