import { IonButton } from '@ionic/react';
import { PageShell } from '../../shell/page-shell.tsx';
import { customerServicePhone } from '../../text/errors.ts';
import { helpTexts } from '../../text/help.ts';

export function HelpScreen() {
  return (
    <PageShell title={helpTexts.title}>
      <p>{helpTexts.intro}</p>
      <h2>{helpTexts.faqHeading}</h2>
      {helpTexts.faq.map((entry) => (
        <details key={entry.question} className="faq">
          <summary>{entry.question}</summary>
          <p>{entry.answer}</p>
        </details>
      ))}
      <h2>{helpTexts.contactHeading}</h2>
      <p>{helpTexts.contactText}</p>
      <IonButton expand="block" href={customerServicePhone.href}>
        {/* One inline run: the button lays out its children side by side, dropping a space
            between them. */}
        <span>
          {helpTexts.call} <span className="phone">{customerServicePhone.display}</span>
        </span>
      </IonButton>
    </PageShell>
  );
}
