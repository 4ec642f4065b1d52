import { campaignCalls, generalCalls } from '@servicebereich/protocol';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../../test/render-screen.tsx';
import { campaignTexts } from '../../text/campaigns.ts';
import { My21QuestionnaireForm, questionnaireMessage } from './my21-mail-forms.tsx';
import { My21DayScreen } from './my21-day-screen.tsx';
import { My21Screen } from './my21-screen.tsx';

const t = campaignTexts.my21;

afterEach(() => {
  cleanup();
});

const grid = () => within(screen.getByRole('region', { name: t.daysHeading })).getByRole('list');
const tiles = () => within(grid()).getAllByRole('listitem');

describe('my21', () => {
  it('shows a visitor the 21 days locked, not only by colour, and offers the login', async () => {
    const onLogin = vi.fn();
    await renderScreen(<My21Screen loggedIn={false} onLogin={onLogin} />, {
      loggedIn: false,
    });
    await screen.findByText(t.visitor);
    expect(grid().tagName).toBe('OL');
    expect(tiles()).toHaveLength(21);
    // Each tile says its day and state in words; the number and the lock are for the eye.
    expect(within(tiles()[4] as HTMLElement).getByText(t.dayLockedNotStarted(5))).toBeTruthy();
    expect(t.dayLockedNotStarted(5)).toBe('Tag 5, gesperrt, öffnet nach dem Start');
    expect(tiles()[4]?.querySelector('[aria-hidden="true"] svg')).not.toBeNull();
    expect(within(grid()).queryAllByRole('link')).toHaveLength(0);
    fireEvent.click(screen.getByText(campaignTexts.login));
    expect(onLogin).toHaveBeenCalledOnce();
  });

  it('starts the programme: day 1 opens as the day to go on with, the others say when they open', async () => {
    const { requests } = await renderScreen(<My21Screen loggedIn onLogin={vi.fn()} />, {
      loggedIn: true,
    });
    // Before the start: the grid is there, all locked, under the explanation.
    await screen.findByText(t.startHint);
    expect(within(grid()).queryAllByRole('link')).toHaveLength(0);
    expect(within(grid()).getAllByText(/gesperrt, öffnet nach dem Start$/)).toHaveLength(21);
    expect(screen.queryByRole('region', { name: /^Tag 1:/ })).toBeNull();

    fireEvent.click(screen.getByText(t.start));
    await screen.findByText(t.startedOn('20.11.2026'));
    const first = within(grid()).getByRole('link', { name: 'Tag 1, offen' });
    expect(first.getAttribute('href')).toBe('/services/me1ns/my21/1');
    expect(first.getAttribute('aria-current')).toBe('step');
    // Only the open day is a link; a locked one says in words when it opens.
    expect(within(grid()).getAllByRole('link')).toHaveLength(1);
    expect(
      within(tiles()[1] as HTMLElement).getByText('Tag 2, gesperrt, öffnet am 21.11.2026'),
    ).toBeTruthy();
    expect(screen.getByText(t.opensOn(2, '21.11.2026'))).toBeTruthy();
    // The day to go on with, with its title and teaser.
    const next = screen.getByRole('region', { name: 'Tag 1: Ankommen' });
    expect(
      within(next)
        .getByRole('link', { name: t.openDay(1) })
        .getAttribute('href'),
    ).toBe('/services/me1ns/my21/1');
    expect(screen.getByText(t.progress(0, 21))).toBeTruthy();
    expect(requests.filter((r) => r.call === campaignCalls.startMy21)).toHaveLength(1);
  });

  it('marks a done day as done and leads on to the next open one', async () => {
    await renderScreen(<My21Screen loggedIn onLogin={vi.fn()} />, {
      loggedIn: true,
      prepare: async (api) => {
        await api.call(campaignCalls.startMy21);
        await api.call(campaignCalls.setMy21Erledigt, { tag: 1, erledigt: true });
      },
    });
    await screen.findByText(t.progress(1, 21));
    const done = within(grid()).getByRole('link', { name: 'Tag 1, erledigt' });
    expect(done.getAttribute('href')).toBe('/services/me1ns/my21/1');
    expect(done.hasAttribute('aria-current')).toBe(false);
    // Day 1 done and day 2 not open yet: nothing to go on with today.
    expect(screen.queryByRole('link', { name: t.openDay(1) })).toBeNull();
  });

  it('shows an open day with its picture and task, and the tick goes to the server', async () => {
    const { requests } = await renderScreen(<My21DayScreen day={1} loggedIn onLogin={vi.fn()} />, {
      loggedIn: true,
      path: '/services/me1ns/my21/1',
      prepare: (api) => api.call(campaignCalls.startMy21),
    });
    expect(await screen.findByRole('heading', { name: 'Tag 1: Ankommen' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Ein Bild zu Tag 1' })).toBeTruthy();
    const task = screen.getByRole('region', { name: t.taskHeading });
    const tick = within(task).getByRole('checkbox', { name: t.taskDone });
    expect((tick as HTMLInputElement).checked).toBe(false);
    const ticked = () =>
      within(task).getByRole<HTMLInputElement>('checkbox', { name: t.taskDone }).checked;
    fireEvent.click(tick);
    // Ticked at once, not only when the call's state has reached the screen.
    expect(ticked()).toBe(true);
    await vi.waitFor(() => {
      expect(
        requests.filter((r) => r.call === campaignCalls.setMy21Erledigt).map((r) => r.params),
      ).toEqual([{ tag: 1, erledigt: true }]);
    });
    // Saved, it stays ticked.
    await vi.waitFor(() => {
      expect(within(task).queryByText(t.saving)).toBeNull();
    });
    expect(ticked()).toBe(true);
    // Day 2 is not open yet: no link leads there.
    expect(screen.queryByRole('link', { name: t.next(2) })).toBeNull();
  });

  it('says when a locked day opens and does not show its content', async () => {
    await renderScreen(<My21DayScreen day={5} loggedIn onLogin={vi.fn()} />, {
      loggedIn: true,
      path: '/services/me1ns/my21/5',
    });
    expect(await screen.findByText(t.lockedDayNotStarted)).toBeTruthy();
    expect(screen.queryByText(t.taskHeading)).toBeNull();
  });
});

describe('my21 mails', () => {
  it('shows the field errors of the feedback under the fields, then thanks', async () => {
    const { requests } = await renderScreen(<My21Screen loggedIn={false} onLogin={vi.fn()} />, {
      loggedIn: false,
      answer: (request) =>
        request.call === generalCalls.emailMy21Feedback &&
        (request.params as { message: string }).message === 'zu lang'
          ? {
              Status: 400,
              Errors: { message: 'Die Nachricht darf höchstens 5000 Zeichen lang sein.' },
            }
          : undefined,
    });
    const form = screen.getByRole('region', { name: campaignTexts.mail.feedbackHeading });
    fireEvent.submit(form.querySelector('form') as HTMLFormElement);
    expect(
      (
        await within(form).findByText('Bitte gib eine gültige E-Mail-Adresse ein.', {
          selector: ':not(a)',
        })
      ).id,
    ).toBe('email-error');
    fireEvent.change(within(form).getByLabelText(campaignTexts.mail.email), {
      target: { value: 'anna@example.at' },
    });
    fireEvent.change(within(form).getByLabelText(campaignTexts.mail.feedbackMessage), {
      target: { value: 'zu lang' },
    });
    fireEvent.submit(form.querySelector('form') as HTMLFormElement);
    expect(
      (
        await within(form).findByText('Die Nachricht darf höchstens 5000 Zeichen lang sein.', {
          selector: ':not(a)',
        })
      ).id,
    ).toBe('message-error');
    fireEvent.change(within(form).getByLabelText(campaignTexts.mail.feedbackMessage), {
      target: { value: 'Tag 4 war super!' },
    });
    fireEvent.submit(form.querySelector('form') as HTMLFormElement);
    expect(await within(form).findByText(campaignTexts.mail.feedbackThanks)).toBeTruthy();
    expect(
      requests.filter((r) => r.call === generalCalls.emailMy21Feedback).at(-1)?.params,
    ).toEqual({
      email: 'anna@example.at',
      message: 'Tag 4 war super!',
    });
  });

  it('asks every question of the questionnaire and sends the answers as one message', async () => {
    const { requests } = await renderScreen(<My21QuestionnaireForm />, { loggedIn: false });
    const form = screen.getByRole('region', { name: campaignTexts.mail.questionnaireHeading });
    fireEvent.change(within(form).getByLabelText(campaignTexts.mail.email), {
      target: { value: 'anna@example.at' },
    });
    fireEvent.submit(form.querySelector('form') as HTMLFormElement);
    expect(
      await within(form).findAllByText(campaignTexts.mail.questionMissing, {
        selector: ':not(a)',
      }),
    ).toHaveLength(3);
    for (const answer of ['Sehr gut', 'Alle 21', 'Ja']) {
      fireEvent.click(within(form).getByLabelText(answer));
    }
    fireEvent.submit(form.querySelector('form') as HTMLFormElement);
    expect(await within(form).findByText(campaignTexts.mail.questionnaireThanks)).toBeTruthy();
    const message = questionnaireMessage({
      email: 'anna@example.at',
      gefallen: 'Sehr gut',
      tage: 'Alle 21',
      weiterempfehlen: 'Ja',
      message: '',
    });
    expect(message).toBe(
      'Wie hat dir my21 gefallen? Sehr gut\nWie viele Tage hast du mitgemacht? Alle 21\nWürdest du my21 weiterempfehlen? Ja\nAnmerkungen: –',
    );
    expect(
      requests.filter((r) => r.call === generalCalls.emailMy21Fragebogen).at(-1)?.params,
    ).toEqual({
      email: 'anna@example.at',
      message,
    });
  });
});
