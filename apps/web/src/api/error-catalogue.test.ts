import type { Errors } from '@servicebereich/protocol';
import { describe, expect, it } from 'vitest';
import { customerServicePhone, errorTexts } from '../text/errors.ts';
import { presentErrors } from './error-catalogue.ts';

const CHECK_INPUTS =
  'Es ist ein Fehler aufgetreten. Bitte kontrolliere alle Eingabefelder und versuche es dann noch einmal.';
const TRY_LATER =
  'Es ist ein Fehler aufgetreten. Bitte versuche es später noch einmal oder kontaktiere bei Problemen unser Kundenservice.';

describe('presentErrors (SPEC 8)', () => {
  it('logs out on notloggedin, whatever else is present', () => {
    const report = presentErrors('getVertraege', {
      notloggedin: 'Bitte melde dich an.',
      GeneralCsrfToken: 'abgelaufen',
      general: 'Allgemein',
    });
    expect(report.presentation).toEqual({ kind: 'logout' });
  });

  it('drops the token and retries without a message on GeneralCsrfToken', () => {
    const report = presentErrors('getVertraege', { GeneralCsrfToken: 'abgelaufen' });
    expect(report.presentation).toEqual({ kind: 'retry-csrf' });
  });

  it('retries on GeneralCsrfToken before any silent case or message', () => {
    const report = presentErrors('videoCallGenerate', {
      GeneralCsrfToken: 'abgelaufen',
      password: 'falsch',
    });
    expect(report.presentation).toEqual({ kind: 'retry-csrf' });
  });

  it.each(['changeFlexibleLife', 'changeFlexibleLife20'] as const)(
    'shows nothing for %s with only a risiko and/or sendemail error',
    (callName) => {
      const onlyThose: Errors[] = [
        { risiko: 'Risiko prüfen' },
        { sendemail: 'E-Mail fehlt' },
        { risiko: 'Risiko prüfen', sendemail: 'E-Mail fehlt' },
      ];
      for (const errors of onlyThose) {
        expect(presentErrors(callName, errors).presentation).toEqual({ kind: 'silent' });
      }
    },
  );

  it('shows ChangeFlexibleLife errors when another error comes with risiko', () => {
    expect(
      presentErrors('changeFlexibleLife', { risiko: 'Risiko prüfen', praemie: 'Betrag fehlt' })
        .presentation,
    ).toEqual({ kind: 'alert', message: CHECK_INPUTS, phoneLink: false });
    expect(
      presentErrors('changeFlexibleLife20', { sendemail: 'E-Mail fehlt', general: 'Gesperrt' })
        .presentation,
    ).toEqual({ kind: 'alert', message: 'Gesperrt', phoneLink: false });
  });

  it('shows nothing for VideoCallGenerate with only a password error', () => {
    const report = presentErrors('videoCallGenerate', { password: 'Das Passwort ist falsch.' });
    expect(report.presentation).toEqual({ kind: 'silent' });
  });

  it('shows VideoCallGenerate errors when another error comes with password', () => {
    const report = presentErrors('videoCallGenerate', {
      password: 'Das Passwort ist falsch.',
      beraterid: 'Der Berater ist ungültig.',
    });
    expect(report.presentation).toEqual({ kind: 'alert', message: CHECK_INPUTS, phoneLink: false });
  });

  it('keeps the silent cases to their calls', () => {
    expect(presentErrors('changePassword', { password: 'Zu kurz.' }).presentation).toEqual({
      kind: 'alert',
      message: 'Zu kurz.',
      phoneLink: false,
    });
    expect(presentErrors('videoCallGenerate', { risiko: 'Risiko prüfen' }).presentation).toEqual({
      kind: 'alert',
      message: 'Risiko prüfen',
      phoneLink: false,
    });
  });

  it('shows the message of exactly one error', () => {
    const report = presentErrors('beruf', { geschlecht: 'Bitte wähle Herr oder Frau.' });
    expect(report.presentation).toEqual({
      kind: 'alert',
      message: 'Bitte wähle Herr oder Frau.',
      phoneLink: false,
    });
  });

  it('shows general before agentnotfound before activate', () => {
    const all = { activate: 'Aktivierung', agentnotfound: 'Kein Berater', general: 'Allgemein' };
    expect(presentErrors('kontakt', all).presentation).toMatchObject({ message: 'Allgemein' });
    expect(
      presentErrors('kontakt', { activate: 'Aktivierung', agentnotfound: 'Kein Berater' })
        .presentation,
    ).toMatchObject({ message: 'Kein Berater' });
    expect(
      presentErrors('kontakt', { betreff: 'Betreff fehlt', activate: 'Aktivierung' }).presentation,
    ).toMatchObject({ message: 'Aktivierung' });
  });

  it('asks to check all fields when there is more than one error and none of those three', () => {
    const report = presentErrors('updateUserData', { vorname: 'Fehlt', plz: 'Ungültig' });
    expect(report.presentation).toEqual({ kind: 'alert', message: CHECK_INPUTS, phoneLink: false });
  });

  it('refers to the customer service, with a phone link, when there is no error at all', () => {
    const report = presentErrors('getVertraege', {});
    expect(report.presentation).toEqual({ kind: 'alert', message: TRY_LATER, phoneLink: true });
  });

  it('keeps every error per field, without the keys that are not fields', () => {
    const report = presentErrors('kontakt', {
      general: 'Allgemein',
      agentnotfound: 'Kein Berater',
      activate: 'Aktivierung',
      betreff: 'Bitte gib einen Betreff ein.',
      nachricht: 'Bitte gib eine Nachricht ein.',
    });
    expect(report.fieldErrors).toEqual({
      betreff: 'Bitte gib einen Betreff ein.',
      nachricht: 'Bitte gib eine Nachricht ein.',
    });
    expect(presentErrors('getVertraege', { notloggedin: 'x' }).fieldErrors).toEqual({});
    expect(presentErrors('getVertraege', { GeneralCsrfToken: 'x' }).fieldErrors).toEqual({});
  });

  it('keeps the field error of a silent answer for the screen to act on', () => {
    const report = presentErrors('videoCallGenerate', { password: 'Das Passwort ist falsch.' });
    expect(report.fieldErrors).toEqual({ password: 'Das Passwort ist falsch.' });
  });
});

describe('error texts', () => {
  it('quotes the catalogue word for word', () => {
    expect(errorTexts).toMatchObject({
      alertHeader: 'Bitte beachten',
      alertOk: 'OK',
      checkInputs: CHECK_INPUTS,
      tryLater: TRY_LATER,
      requestFailure:
        'Beim Aufruf des Services ist ein Fehler aufgetreten. Bitte versuche es noch einmal.',
      networkFailure:
        'Das Service ist derzeit nicht erreichbar. Bitte überprüfe deine Internetverbindung oder versuche es später noch einmal.',
      sessionFailure:
        'Es ist ein Fehler mit deiner Sitzung aufgetreten. Die Seite wird in 3 Sekunden neu geladen.',
    });
  });

  it('dials the number it shows', () => {
    expect(customerServicePhone.href).toBe(
      `tel:${customerServicePhone.display.replace(/[\s-]/g, '')}`,
    );
  });
});
