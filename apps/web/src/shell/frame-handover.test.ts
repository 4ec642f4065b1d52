import { FRAME_SUBMIT_SCRIPT } from '@servicebereich/protocol';
import { afterEach, describe, expect, it } from 'vitest';
import { removeFrame, takeFrameEntries, waitingFramePath } from './frame-handover.ts';

/** index.html's #root with a frame holding a form with the login's two fields. */
function frame(): { number: HTMLInputElement; password: HTMLInputElement; form: HTMLFormElement } {
  document.body.innerHTML = `<div id="root"><div data-frame-path="/login">
    <div class="app-page boot-frame"><form data-frame-form>
    <input id="verfuegernummer" name="verfuegernummer" type="number">
    <input id="passwort" name="passwort" type="password">
    <button type="button">Anmelden</button></form></div></div></div>`;
  const form = document.querySelector('form');
  const number = document.querySelector<HTMLInputElement>('#verfuegernummer');
  const password = document.querySelector<HTMLInputElement>('#passwort');
  if (form === null || number === null || password === null) throw new Error('No frame');
  return { form, number, password };
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('taking over the frame', () => {
  it('takes the values, the focused field and its caret, and removes the frame', () => {
    const { number, password } = frame();
    number.value = '1000000001';
    password.value = 'ervicebereich';
    password.focus();
    password.setSelectionRange(0, 0);
    expect(takeFrameEntries()).toEqual({
      values: { verfuegernummer: '1000000001', passwort: 'ervicebereich' },
      focused: 'passwort',
      selection: [0, 0],
      submitAsked: false,
    });
    expect(document.getElementById('root')?.childElementCount).toBe(0);
    expect(takeFrameEntries()).toBeNull();
  });

  it('says whether a submit was asked for, and that a number field has no caret', () => {
    const { number, form } = frame();
    number.value = '1000000001';
    number.focus();
    form.dataset['submitAsked'] = '';
    expect(takeFrameEntries()).toMatchObject({
      focused: 'verfuegernummer',
      selection: null,
      submitAsked: true,
    });
  });

  it('takes only the fields shown, of a field drawn twice for phone and mouse', () => {
    const { number, password } = frame();
    number.value = '1000000001';
    password.value = 'versteckt';
    password.checkVisibility = () => false;
    expect(takeFrameEntries()?.values).toEqual({ verfuegernummer: '1000000001' });
  });

  it("names the path of a visitor's frame until it goes, and none for another frame", () => {
    frame();
    expect(waitingFramePath()).toBe('/login');
    removeFrame();
    expect(waitingFramePath()).toBeNull();
    expect(takeFrameEntries()).toBeNull();
    document.body.innerHTML = '<div id="root"><div class="app-page boot-frame"></div></div>';
    expect(waitingFramePath()).toBeNull();
  });
});

describe("the page's own script", () => {
  it("marks the frame's form on Enter in its fields and on its button, and nothing else", () => {
    // As the page runs it, in its head: before the frame is there.
    const script = document.createElement('script');
    script.textContent = FRAME_SUBMIT_SCRIPT;
    document.head.append(script);
    const { form, number, password } = frame();
    const other = document.createElement('form');
    const search = document.createElement('input');
    other.append(search);
    document.body.append(other);
    number.dispatchEvent(new KeyboardEvent('keydown', { key: '1', bubbles: true }));
    search.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    expect(other.dataset['submitAsked']).toBeUndefined();
    expect(form.dataset['submitAsked']).toBeUndefined();
    password.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    expect(takeFrameEntries()?.submitAsked).toBe(true);

    const again = frame();
    again.form.querySelector('button')?.click();
    expect(takeFrameEntries()?.submitAsked).toBe(true);
  });
});
