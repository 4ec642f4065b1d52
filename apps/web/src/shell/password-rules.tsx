import { passwordLength, passwordRuleChecks, samePassword } from '@servicebereich/protocol';
import { checkmarkCircle, ellipseOutline } from 'ionicons/icons';
import { accountTexts } from '../text/account.ts';
import { Icon } from './icon.tsx';

const t = accountTexts.passwordRules;

type Rule = { key: string; label: string; met: boolean };

/**
 * Which rules a new password meets, in the order they are shown. Before anything is typed none
 * is ticked: an empty field meets no rule worth a tick. The limits that almost no password meets
 * by chance (its greatest length, no line breaks) show only once broken: as a list to tick, they
 * read like a form's fine print.
 */
export function passwordRulesOf(values: {
  password: string;
  repeated: string;
  /** The current password, where the customer typed it (a password change). */
  previous?: string;
}): readonly Rule[] {
  const checks = passwordRuleChecks(values.password);
  const typed = values.password !== '';
  const rules: Rule[] = [
    { key: 'min', label: t.minLength(passwordLength(values.password)), met: checks.minLength },
  ];
  if (!checks.maxLength) rules.push({ key: 'max', label: t.maxLength, met: false });
  if (!checks.noControlCharacters) {
    rules.push({ key: 'control', label: t.noControlCharacters, met: false });
  }
  if (values.previous !== undefined) {
    rules.push({
      key: 'differs',
      label: t.differs,
      met: typed && !samePassword(values.password, values.previous),
    });
  }
  rules.push({
    key: 'confirmed',
    label: t.confirmed,
    met: typed && values.password === values.repeated,
  });
  return rules;
}

/**
 * The rules of a new password, ticked off while the customer types. The list is no live region:
 * a screen reader would read it on every key; each rule says whether it is met when read.
 */
export function PasswordRules(props: { id: string; rules: readonly Rule[] }) {
  return (
    <div id={props.id} className="password-rules">
      <p className="muted">{t.hint}</p>
      <ul>
        {props.rules.map((rule) => (
          <li key={rule.key} className={rule.met ? 'password-rules__met' : undefined}>
            <Icon icon={rule.met ? checkmarkCircle : ellipseOutline} />
            <span>
              {rule.label}
              <span className="visually-hidden">: {rule.met ? t.met : t.open}</span>
            </span>
          </li>
        ))}
        <li>
          <Icon icon={ellipseOutline} />
          <span>{t.common}</span>
        </li>
      </ul>
    </div>
  );
}
