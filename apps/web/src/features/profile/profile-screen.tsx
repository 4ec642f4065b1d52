import {
  formatViennaTime,
  isoToDisplay,
  PROFESSIONS,
  viennaIsoDate,
  displayMobile,
  type User,
} from '@servicebereich/protocol';
import { useEffect, useRef, useState, type ReactNode, type Ref } from 'react';
import { confirmDiscard } from '../../shell/confirm-discard.ts';
import { DetailList, type DetailListRow } from '../../shell/detail-list.tsx';
import { PageShell } from '../../shell/page-shell.tsx';
import { QueryState } from '../../shell/query-state.tsx';
import { accountTexts } from '../../text/account.ts';
import { useEmailChange } from './api/get-email-change.ts';
import { useUserAddress } from './api/get-user-address.ts';
import { ChangePasswordForm } from './change-password-form.tsx';
import { ProfileForm } from './profile-form.tsx';
import { Button, ButtonLink } from '../../shell/button.tsx';

const t = accountTexts.profile;

/** The profile's rows: a field the customer left empty says so. */
function filled(rows: readonly { label: string; value: string }[]): DetailListRow[] {
  return rows.map(({ label, value }) => ({ label, value: value === '' ? t.none : value }));
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

/** One part of the customer's data: its heading and rows, and what else belongs to it. */
function ProfileCard(props: {
  part: string;
  heading: string;
  /** The heading that takes the focus once the data is saved. */
  headingRef?: Ref<HTMLHeadingElement>;
  rows: readonly { label: string; value: string }[];
  children?: ReactNode;
}) {
  const headingId = `profile-${props.part}-heading`;
  return (
    <section className="card detail-card" aria-labelledby={headingId}>
      <h2
        id={headingId}
        className="card__title"
        ref={props.headingRef}
        tabIndex={props.headingRef === undefined ? undefined : -1}
      >
        {props.heading}
      </h2>
      <DetailList rows={filled(props.rows)} />
      {props.children}
    </section>
  );
}

function ProfileData(props: {
  user: User;
  pending: { email: string; GueltigBis: string } | null;
  /** Just saved: the data is shown from its top, where the form began, not further down. */
  saved: boolean;
  onEdit: () => void;
}) {
  const { user, pending, saved } = props;
  const top = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (!saved) return;
    top.current?.focus({ preventScroll: true });
    top.current?.scrollIntoView({ block: 'start' });
  }, [saved]);
  return (
    <>
      <div className="card-columns">
        <ProfileCard
          part="person"
          heading={t.personHeading}
          headingRef={top}
          rows={[
            { label: t.customerNumber, value: user.verfuegernummer },
            { label: t.salutation, value: t.salutations[user.geschlecht] },
            { label: t.titlePrefix, value: user.titelvorne },
            { label: t.firstName, value: user.vorname },
            { label: t.lastName, value: user.nachname },
            { label: t.titleSuffix, value: user.titelhinten },
            { label: t.birthDate, value: isoToDisplay(user.geburtsdatum) ?? '' },
          ]}
        />
        <ProfileCard
          part="address"
          heading={t.addressHeading}
          rows={[
            { label: t.street, value: user.strasse },
            { label: t.houseNumber, value: user.hausnummer },
            { label: t.stairFloorDoor, value: user.stiegestocktuer },
            { label: t.postcode, value: user.plz },
            { label: t.city, value: user.ort },
          ]}
        />
        <ProfileCard
          part="contact"
          heading={t.contactHeading}
          rows={[
            { label: t.email, value: user.email },
            { label: t.mobile, value: displayMobile(user.mobil) },
          ]}
        >
          {pending !== null && <EmailPending email={pending.email} until={pending.GueltigBis} />}
        </ProfileCard>
        <ProfileCard
          part="work"
          heading={t.workHeading}
          rows={[
            { label: t.profession, value: professionText(user) },
            { label: t.employmentType, value: user.beschaeftigungsart },
          ]}
        />
      </div>
      <Button expand="block" onClick={props.onEdit}>
        {t.edit}
      </Button>
      <ChangePasswordForm customerNumber={user.verfuegernummer} />
    </>
  );
}

function LoggedInProfile() {
  const query = useUserAddress();
  const emailChange = useEmailChange();
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);
  const [dirty, setDirty] = useState(false);
  const pending = emailChange.data?.Ausstehend ?? null;
  const stopEditing = () => {
    setEditing(false);
    setDirty(false);
  };
  return (
    <PageShell
      title={t.title}
      confirmLeave={async () => !(editing && dirty) || confirmDiscard()}
      wide={!editing}
    >
      <QueryState query={query}>
        {(user) =>
          editing ? (
            <ProfileForm
              user={user}
              pendingEmail={pending?.email ?? null}
              onDirtyChange={setDirty}
              onDone={() => {
                setSaved(true);
                stopEditing();
              }}
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
              saved={saved}
              onEdit={() => {
                setSaved(false);
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
        <ButtonLink expand="block" href="/login">
          {t.toLogin}
        </ButtonLink>
      </div>
    </PageShell>
  );
}
