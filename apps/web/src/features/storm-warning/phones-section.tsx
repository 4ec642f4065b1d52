import type { StormDevice, StormStatus } from '@servicebereich/protocol';
import { closeCircle } from 'ionicons/icons';
import { useEffect, useState } from 'react';
import { fieldErrorsOf } from '../../api/api-error.ts';
import { platformName } from '../../native/platform.ts';
import { IconButton } from '../../shell/icon-button.tsx';
import { QueryState } from '../../shell/query-state.tsx';
import { thisDevicePushId } from '../../shell/push-state.ts';
import { showApiError } from '../../shell/show-api-error.ts';
import { TextField } from '../../shell/text-field.tsx';
import { showToast } from '../../shell/toast-store.ts';
import { stormWarningTexts } from '../../text/storm-warning.ts';
import { useAddStormMobile } from './api/add-storm-mobile.ts';
import { useConfirmStormMobile } from './api/confirm-storm-mobile.ts';
import { useStormDevices } from './api/get-storm-devices.ts';
import { useRegisterStormPush } from './api/register-storm-push.ts';
import { useRemoveStormDevice } from './api/remove-storm-device.ts';
import { ErrorSummary, summaryOf } from '../../shell/error-summary.tsx';
import { Button, ButtonLink } from '../../shell/button.tsx';

const t = stormWarningTexts.phones;

/** "+43 664 1234567" */
export function displayMobile(e164: string): string {
  return e164.startsWith('+43') ? `+43 ${e164.slice(3, 6)} ${e164.slice(6)}` : e164;
}

function deviceName(device: StormDevice): string {
  if (device.devicetype === 'push') return t.app(device.devicename);
  const number = displayMobile(device.mobil ?? '');
  return device.devicename === '' ? number : `${device.devicename} (${number})`;
}

type Errors = Partial<Record<'mobil' | 'devicename' | 'code', string>>;

/** Shows a failed call's field errors under the fields, anything else on the one error path. */
function fieldsOf(failure: unknown, fields: readonly (keyof Errors)[]): Errors {
  const errors = fieldErrorsOf(failure);
  const own = Object.fromEntries(fields.flatMap((f) => (errors[f] ? [[f, errors[f]]] : [])));
  if (Object.keys(own).length === 0) showApiError(failure);
  return own;
}

/** The code form of a number waiting for its code. */
function CodeForm(props: { contractId: string; device: StormDevice; onDone: () => void }) {
  const { device } = props;
  const mobile = displayMobile(device.mobil ?? '');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [attempt, setAttempt] = useState(0);
  const confirm = useConfirmStormMobile(props.contractId);
  const resend = useAddStormMobile(props.contractId);
  return (
    <form
      noValidate
      className="storm-code"
      aria-labelledby="storm-code-heading"
      onSubmit={(event) => {
        event.preventDefault();
        confirm.mutate(
          { deviceid: device.deviceid, code: code.trim() },
          {
            onSuccess: () => {
              showToast(t.done(mobile));
              props.onDone();
            },
            onError: (failure) => {
              setErrors(fieldsOf(failure, ['code']));
              setAttempt((count) => count + 1);
            },
          },
        );
      }}
    >
      <h3 id="storm-code-heading">{t.codeHeading(mobile)}</h3>
      <ErrorSummary errors={summaryOf(errors)} attempt={attempt} />
      <p role="status">{t.codeSent(mobile)}</p>
      <TextField
        id="code"
        label={t.code}
        value={code}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        error={errors.code}
        onChange={(value) => {
          setCode(value);
          setErrors({});
        }}
      />
      <div className="button-row">
        <Button type="submit" disabled={confirm.isPending}>
          {confirm.isPending ? t.confirming : t.confirm}
        </Button>
        <Button
          fill="outline"
          disabled={resend.isPending}
          onClick={() => {
            // The stored number in E.164 is sent like a typed one: without its first character.
            resend.mutate(
              { mobil: device.mobil ?? '' },
              {
                onSuccess: () => {
                  showToast(t.codeSent(mobile));
                },
                onError: (failure) => {
                  setErrors({ code: fieldsOf(failure, ['mobil']).mobil });
                },
              },
            );
          }}
        >
          {t.resend}
        </Button>
      </div>
    </form>
  );
}

/**
 * This device among the recipients, by push (decision 030): offered where the customer turned push
 * on here and the device is not listed yet; where push is off, where to turn it on.
 */
function ThisDevicePush(props: { contractId: string; devices: readonly StormDevice[] }) {
  const [pushId, setPushId] = useState<string | null>();
  const register = useRegisterStormPush(props.contractId);
  useEffect(() => {
    let shown = true;
    void thisDevicePushId().then((id) => {
      if (shown) setPushId(id);
    });
    return () => {
      shown = false;
    };
  }, []);
  if (pushId === undefined || props.devices.some((device) => device.deviceid === pushId)) {
    return null;
  }
  if (pushId === null) {
    return (
      <div className="stack">
        <p className="muted">{t.pushOff}</p>
        <ButtonLink fill="outline" href="/einstellungen">
          {t.toSettings}
        </ButtonLink>
      </div>
    );
  }
  return (
    <Button
      fill="outline"
      disabled={register.isPending}
      onClick={() => {
        register.mutate(
          { deviceid: pushId, devicename: t.thisDevice[platformName()] },
          {
            onSuccess: () => {
              showToast(t.pushAdded);
            },
          },
        );
      }}
    >
      {t.addThisDevice}
    </Button>
  );
}

/**
 * The phone numbers and devices that get the contract's warnings (UnwetterGetDevicesForContract,
 * which the device calls answer too), and a new number's code.
 */
export function PhonesSection(props: { status: StormStatus }) {
  const { status } = props;
  const contractId = status.vertragsnummer;
  const devices = useStormDevices(contractId);
  const [mobile, setMobile] = useState('');
  const [name, setName] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [attempt, setAttempt] = useState(0);
  const [codeFor, setCodeFor] = useState<string | null>(null);
  const add = useAddStormMobile(contractId);
  const remove = useRemoveStormDevice(contractId);
  const waiting = devices.data?.find((d) => d.deviceid === codeFor && !d.bestaetigt);

  return (
    <section className="card card--form" aria-labelledby="storm-phones-heading">
      <h2 id="storm-phones-heading" className="card__title">
        {t.heading}
      </h2>
      <p>{t.intro}</p>
      <QueryState query={devices}>
        {(listed) => (
          <>
            {listed.length === 0 ? (
              <p className="muted">{t.none}</p>
            ) : (
              <ul className="device-list">
                {listed.map((device) => (
                  <li key={device.deviceid} className="device-list__item">
                    <div>
                      <strong>{deviceName(device)}</strong>
                      <p className="muted">{device.bestaetigt ? t.confirmed : t.waiting}</p>
                    </div>
                    <div className="button-row">
                      {!device.bestaetigt && device.deviceid !== codeFor && (
                        <Button
                          fill="outline"
                          size="small"
                          onClick={() => {
                            setCodeFor(device.deviceid);
                          }}
                        >
                          {t.enterCode}
                        </Button>
                      )}
                      <IconButton
                        label={t.remove(deviceName(device))}
                        icon={closeCircle}
                        disabled={remove.isPending}
                        onClick={() => {
                          remove.mutate(device.deviceid, {
                            onSuccess: () => {
                              showToast(t.removed(deviceName(device)));
                            },
                          });
                        }}
                      />
                    </div>
                  </li>
                ))}
              </ul>
            )}
            <ThisDevicePush contractId={contractId} devices={listed} />
          </>
        )}
      </QueryState>
      {waiting !== undefined && (
        <CodeForm
          key={waiting.deviceid}
          contractId={contractId}
          device={waiting}
          onDone={() => {
            setCodeFor(null);
          }}
        />
      )}
      {status.SMS ? (
        <form
          noValidate
          aria-labelledby="storm-phone-add-heading"
          onSubmit={(event) => {
            event.preventDefault();
            add.mutate(
              { mobil: mobile, devicename: name },
              {
                onSuccess: (device) => {
                  setMobile('');
                  setName('');
                  setCodeFor(device.deviceid);
                },
                onError: (failure) => {
                  setErrors(fieldsOf(failure, ['mobil', 'devicename']));
                  setAttempt((count) => count + 1);
                },
              },
            );
          }}
        >
          <h3 id="storm-phone-add-heading">{t.addHeading}</h3>
          <ErrorSummary errors={summaryOf(errors)} attempt={attempt} />
          <div className="form-fields">
            <TextField
              id="mobil"
              label={t.mobile}
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              value={mobile}
              error={errors.mobil}
              onChange={(value) => {
                setMobile(value);
                setErrors({});
              }}
            />
            <TextField
              id="devicename"
              label={t.name}
              value={name}
              maxLength={50}
              error={errors.devicename}
              onChange={(value) => {
                setName(value);
                setErrors({});
              }}
            />
          </div>
          <Button type="submit" disabled={add.isPending}>
            {add.isPending ? t.adding : t.add}
          </Button>
        </form>
      ) : (
        <p role="status">{t.smsUnavailable}</p>
      )}
    </section>
  );
}
