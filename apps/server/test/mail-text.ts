// A mail as written to the outbox or received by the e2e run's SMTP server, made readable.

function decodeQuotedPrintable(text: string): string {
  const bytes: number[] = [];
  for (let i = 0; i < text.length; i++) {
    const hex = /^=([0-9A-F]{2})/.exec(text.slice(i, i + 3));
    if (hex?.[1] === undefined) {
      bytes.push(text.charCodeAt(i));
    } else {
      bytes.push(Number.parseInt(hex[1], 16));
      i += 2;
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/** A mail of the outbox as its text: quoted-printable undone, lines joined. */
export function mailText(eml: string): string {
  return decodeQuotedPrintable(eml.replace(/=\r?\n/g, ''));
}

/** A mail's subject, its encoded words (RFC 2047, as nodemailer writes them) decoded. */
export function mailSubject(eml: string): string {
  const headers = eml.slice(0, eml.indexOf('\r\n\r\n')).replace(/\r\n[ \t]/g, ' ');
  const line = /^Subject: (.*)$/m.exec(headers)?.[1] ?? '';
  return line
    .replace(/\?= =\?/g, '?==?')
    .replace(/=\?UTF-8\?Q\?([^?]*)\?=/gi, (_, words: string) =>
      decodeQuotedPrintable(words.replace(/_/g, ' ')),
    );
}
