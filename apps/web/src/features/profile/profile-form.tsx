import { zodResolver } from '@hookform/resolvers/zod';
import { isoToDisplay, updateUserDataParams, type User } from '@servicebereich/protocol';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod/mini';
import { DetailList } from '../../shell/detail-list.tsx';
import { showFormErrors } from '../../shell/form-errors.ts';
import { FormSelectField } from '../../shell/form-select-field.tsx';
import type { SelectOption } from '../../shell/text-field.tsx';
import { FormTextField } from '../../shell/form-text-field.tsx';
import { QueryState } from '../../shell/query-state.tsx';
import { showToast } from '../../shell/toast-store.ts';
import { accountTexts } from '../../text/account.ts';
import { useProfessions } from './api/get-professions.ts';
import { useTitles } from './api/get-titles.ts';
import { useUpdateUserData } from './api/update-user-data.ts';
import { FormErrorSummary } from '../../shell/form-error-summary.tsx';
import { Button } from '../../shell/button.tsx';

const t = accountTexts.profile;
const f = accountTexts.profileForm;

type FormInput = z.input<typeof updateUserDataParams>;
type FormOutput = z.output<typeof updateUserDataParams>;

/** The fields the form edits, by wire name: the server's errors for them go under them. */
const FIELDS = [
  'titelvorne',
  'titelhinten',
  'email',
  'mobil',
  'strasse',
  'hausnummer',
  'stiegestocktuer',
  'plz',
  'ort',
  'beruf',
  'beschaeftigungsart',
] as const;

type Lists = {
  before: readonly SelectOption[];
  after: readonly SelectOption[];
  professions: readonly SelectOption[];
};

function options(none: string, list: readonly { Value: string; Text: string }[]) {
  return [{ value: '', label: none }, ...list.map((o) => ({ value: o.Value, label: o.Text }))];
}

function ProfileFields(props: {
  user: User;
  pendingEmail: string | null;
  lists: Lists;
  onDirtyChange: (dirty: boolean) => void;
  onDone: () => void;
  onCancel: () => void;
}) {
  const { user, lists } = props;
  const update = useUpdateUserData();
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(updateUserDataParams),
    defaultValues: {
      titelvorne: user.titelvorne,
      titelhinten: user.titelhinten,
      // A pending address stays pending when the form is saved again.
      email: props.pendingEmail ?? user.email,
      mobil: user.mobil,
      strasse: user.strasse,
      hausnummer: user.hausnummer,
      stiegestocktuer: user.stiegestocktuer,
      plz: user.plz,
      ort: user.ort,
      beruf: user.beruf,
      beschaeftigungsart: user.beschaeftigungsart,
    },
  });
  const { isDirty } = form.formState;
  const { onDirtyChange } = props;
  useEffect(() => {
    onDirtyChange(isDirty);
  }, [isDirty, onDirtyChange]);

  const submit = form.handleSubmit(async (values) => {
    try {
      const saved = await update.mutateAsync(values);
      showToast(values.email === saved.email ? f.saved : f.savedEmailPending);
      props.onDone();
    } catch (error) {
      showFormErrors(form, FIELDS, error);
    }
  });

  const text = (name: (typeof FIELDS)[number], label: string, extra = {}) => (
    <FormTextField control={form.control} name={name} label={label} {...extra} />
  );

  return (
    <form
      noValidate
      aria-labelledby="profile-form-heading"
      onSubmit={(event) => {
        void submit(event);
      }}
    >
      <h2 id="profile-form-heading">{f.heading}</h2>
      <FormErrorSummary control={form.control} />
      <section aria-labelledby="profile-person-heading">
        <h3 id="profile-person-heading">{t.personHeading}</h3>
        <DetailList
          rows={[
            { label: t.customerNumber, value: user.verfuegernummer },
            { label: t.salutation, value: t.salutations[user.geschlecht] },
            { label: t.name, value: `${user.vorname} ${user.nachname}` },
            { label: t.birthDate, value: isoToDisplay(user.geburtsdatum) ?? '' },
          ]}
        />
        <p className="muted">{f.readOnlyHint}</p>
        <div className="form-fields">
          <FormSelectField
            control={form.control}
            name="titelvorne"
            label={t.titlePrefix}
            options={lists.before}
          />
          <FormSelectField
            control={form.control}
            name="titelhinten"
            label={t.titleSuffix}
            options={lists.after}
          />
        </div>
      </section>
      <section aria-labelledby="profile-address-heading">
        <h3 id="profile-address-heading">{t.addressHeading}</h3>
        <div className="form-fields">
          {text('strasse', t.street, { autoComplete: 'address-line1' })}
          {text('hausnummer', t.houseNumber)}
          {text('stiegestocktuer', t.stairFloorDoor, { autoComplete: 'address-line2' })}
          {text('plz', t.postcode, { inputMode: 'numeric', autoComplete: 'postal-code' })}
          {text('ort', t.city, { autoComplete: 'address-level2' })}
        </div>
      </section>
      <section aria-labelledby="profile-contact-heading">
        <h3 id="profile-contact-heading">{t.contactHeading}</h3>
        <div className="form-fields">
          {text('email', t.email, { type: 'email', inputMode: 'email', autoComplete: 'email' })}
          <p className="muted">{f.emailHint}</p>
          {text('mobil', t.mobile, { type: 'tel', inputMode: 'tel', autoComplete: 'tel' })}
          <p className="muted">{f.mobileHint}</p>
        </div>
      </section>
      <section aria-labelledby="profile-work-heading">
        <h3 id="profile-work-heading">{t.workHeading}</h3>
        <div className="form-fields">
          <FormSelectField
            control={form.control}
            name="beruf"
            label={t.profession}
            options={lists.professions}
          />
          {text('beschaeftigungsart', t.employmentType)}
        </div>
      </section>
      <div className="profile-form__actions">
        <Button fill="outline" disabled={update.isPending} onClick={props.onCancel}>
          {f.cancel}
        </Button>
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? f.saving : f.save}
        </Button>
      </div>
    </form>
  );
}

/** The profile in edit mode, once the title and profession lists are there. */
export function ProfileForm(props: {
  user: User;
  pendingEmail: string | null;
  onDirtyChange: (dirty: boolean) => void;
  onDone: () => void;
  onCancel: () => void;
}) {
  const titles = useTitles();
  const professions = useProfessions(props.user.geschlecht);
  return (
    <QueryState query={titles}>
      {(titleLists) => (
        <QueryState query={professions}>
          {(jobs) => (
            <ProfileFields
              {...props}
              lists={{
                before: options(f.noTitle, titleLists.Vorgestellt),
                after: options(f.noTitle, titleLists.Nachgestellt),
                professions: options(f.noProfession, jobs),
              }}
            />
          )}
        </QueryState>
      )}
    </QueryState>
  );
}
