import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
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
      <h2>{helpTexts.faqHeading}</h2>
      {helpTexts.faq.map((entry) => (
        <details key={entry.id} id={entry.id} className="faq" open={entry.id === linked}>
          <summary>{entry.question}</summary>
          <p>{entry.answer}</p>
        </details>
      ))}
      <h2>{helpTexts.contactHeading}</h2>
      <p>{helpTexts.contactText}</p>
      <ButtonLink expand="block" href={customerServicePhone.href}>
        {/* One inline run: the button lays out its children side by side, dropping a space
            between them. */}
        <span>
          {helpTexts.call} <span className="phone">{customerServicePhone.display}</span>
        </span>
      </ButtonLink>
      <h2>{helpTexts.accessibilityHeading}</h2>
      <p>{helpTexts.accessibilityText}</p>
      <LinkList>
        <LinkItem to="/barrierefreiheit" title={shellTexts.accessibilityStatement} />
      </LinkList>
    </PageShell>
  );
}
