import { chevronDown } from 'ionicons/icons';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { Icon } from '../../shell/icon.tsx';
import { LinkItem, LinkList } from '../../shell/link-item.tsx';
import { PageShell } from '../../shell/page-shell.tsx';
import { customerServicePhone } from '../../text/errors.ts';
import { helpTexts } from '../../text/help.ts';
import { shellTexts } from '../../text/shell.ts';
import { ButtonLink } from '../../shell/button.tsx';

export function HelpScreen() {
  // An answer linked to (the login's "Passwort vergessen?") is open and in view.
  const linked = useLocation().hash.slice(1);
  useEffect(() => {
    if (linked !== '') document.getElementById(linked)?.scrollIntoView({ block: 'center' });
  }, [linked]);
  return (
    <PageShell title={helpTexts.title}>
      <p>{helpTexts.intro}</p>
      <section className="card" aria-labelledby="help-faq">
        <h2 id="help-faq" className="card__title">
          {helpTexts.faqHeading}
        </h2>
        {helpTexts.faq.map((entry) => (
          <details
            key={entry.id}
            id={entry.id}
            className="faq disclosure"
            open={entry.id === linked}
          >
            <summary>
              {entry.question}
              <Icon icon={chevronDown} />
            </summary>
            <p>{entry.answer}</p>
          </details>
        ))}
      </section>
      <section className="card card--form" aria-labelledby="help-contact">
        <h2 id="help-contact" className="card__title">
          {helpTexts.contactHeading}
        </h2>
        <p>{helpTexts.contactText}</p>
        <ButtonLink expand="block" href={customerServicePhone.href}>
          {/* One inline run: the button lays out its children side by side, dropping a space
              between them. */}
          <span>
            {helpTexts.call} <span className="phone">{customerServicePhone.display}</span>
          </span>
        </ButtonLink>
      </section>
      <section className="card" aria-labelledby="help-accessibility">
        <h2 id="help-accessibility" className="card__title">
          {helpTexts.accessibilityHeading}
        </h2>
        <p>{helpTexts.accessibilityText}</p>
        <LinkList>
          <LinkItem to="/barrierefreiheit" title={shellTexts.accessibilityStatement} />
        </LinkList>
      </section>
    </PageShell>
  );
}
