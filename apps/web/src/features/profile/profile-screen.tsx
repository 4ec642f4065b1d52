import { IonButton } from '@ionic/react';
import {
  formatViennaTime,
  isoToDisplay,
  PROFESSIONS,
  viennaIsoDate,
  type User,
} from '@servicebereich/protocol';
import { useState } from 'react';
import { confirmDiscard } from '../../shell/confirm-discard.ts';
import { PageShell } from '../../shell/page-shell.tsx';
import { QueryState } from '../../shell/query-state.tsx';
import { accountTexts } from '../../text/account.ts';
import { useEmailChange } from './api/get-email-change.ts';
import { useUserAddress } from './api/get-user-address.ts';
import { ChangePasswordForm } from './change-password-form.tsx';
import { ProfileForm } from './profile-form.tsx';

const t = accountTexts.profile;

function DetailRow(props: { label: string; value: string }) {
  return (
    <div className="detail-list__row">
      <dt>{props.label}</dt>
      <dd>{props.value === '' ? t.none : props.value}</dd>
    </div>
  );
}

function professionText(user: User): string {
  const found = PROFESSIONS.find(([value]) => value === user.beruf);
  if (found === undefined) return user.beruf;
  return user.geschlecht === 'w' ? found[2] : found[1];
}

function EmailPending(props: { email: string; until: string }) {
  const until = Date.parse(props.until);
  const text = `${isoToDisplay(viennaIsoDate(until)) ?? ''}, ${formatViennaTime(until)}`;
  return <p className="notice">{t.emailPending(props.email, text)}</p>;
}

function ProfileData(props: {
  user: User;
  pending: { email: string; GueltigBis: string } | null;
  onEdit: () => void;
}) {
  const { user, pending } = props;
  return (
    <>
      <section aria-labelledby="profile-person-heading">
        <h2 id="profile-person-heading">{t.personHeading}</h2>
        <dl className="detail-list">
          <DetailRow label={t.customerNumber} value={user.verfuegernummer} />
          <DetailRow label={t.salutation} value={t.salutations[user.geschlecht]} />
          <DetailRow label={t.titlePrefix} value={user.titelvorne} />
          <DetailRow label={t.firstName} value={user.vorname} />
          <DetailRow label={t.lastName} value={user.nachname} />
          <DetailRow label={t.titleSuffix} value={user.titelhinten} />
          <DetailRow label={t.birthDate} value={isoToDisplay(user.geburtsdatum) ?? ''} />
        </dl>
      </section>
      <section aria-labelledby="profile-address-heading">
        <h2 id="profile-address-heading">{t.addressHeading}</h2>
        <dl className="detail-list">
          <DetailRow label={t.street} value={user.strasse} />
          <DetailRow label={t.houseNumber} value={user.hausnummer} />
          <DetailRow label={t.stairFloorDoor} value={user.stiegestocktuer} />
          <DetailRow label={t.postcode} value={user.plz} />
          <DetailRow label={t.city} value={user.ort} />
        </dl>
      </section>
      <section aria-labelledby="profile-contact-heading">
        <h2 id="profile-contact-heading">{t.contactHeading}</h2>
        <dl className="detail-list">
          <DetailRow label={t.email} value={user.email} />
          <DetailRow label={t.mobile} value={user.mobil} />
        </dl>
        {pending !== null && <EmailPending email={pending.email} until={pending.GueltigBis} />}
      </section>
      <section aria-labelledby="profile-work-heading">
        <h2 id="profile-work-heading">{t.workHeading}</h2>
        <dl className="detail-list">
          <DetailRow label={t.profession} value={professionText(user)} />
          <DetailRow label={t.employmentType} value={user.beschaeftigungsart} />
        </dl>
      </section>
      <IonButton expand="block" onClick={props.onEdit}>
        {t.edit}
      </IonButton>
      <ChangePasswordForm customerNumber={user.verfuegernummer} />
    </>
  );
}

function LoggedInProfile() {
  const query = useUserAddress();
  const emailChange = useEmailChange();
  const [editing, setEditing] = useState(false);
  const [dirty, setDirty] = useState(false);
  const pending = emailChange.data?.Ausstehend ?? null;
  const stopEditing = () => {
    setEditing(false);
    setDirty(false);
  };
  return (
    <PageShell title={t.title} confirmLeave={async () => !(editing && dirty) || confirmDiscard()}>
      <QueryState query={query}>
        {(user) =>
          editing ? (
            <ProfileForm
              user={user}
              pendingEmail={pending?.email ?? null}
              onDirtyChange={setDirty}
              onDone={stopEditing}
              onCancel={() => {
                void (async () => {
                  if (!dirty || (await confirmDiscard())) stopEditing();
                })();
              }}
            />
          ) : (
            <ProfileData
              user={user}
              pending={pending}
              onEdit={() => {
                setEditing(true);
              }}
            />
          )
        }
      </QueryState>
    </PageShell>
  );
}

/**
 * The customer's data from GetUserAddress, its edit mode and the password change; public, so
 * logged out it says how to log in.
 */
export function ProfileScreen(props: { loggedIn: boolean }) {
  if (props.loggedIn) return <LoggedInProfile />;
  return (
    <PageShell title={t.title}>
      <div className="stack">
        <p>{t.loggedOut}</p>
        <IonButton expand="block" routerLink="/login">
          {t.toLogin}
        </IonButton>
      </div>
    </PageShell>
  );
}
