import { afterEach, describe, expect, it } from 'vitest';
import { readPageSession } from './page-session.ts';

function page(head: string): Document {
  document.head.innerHTML = head;
  return document;
}

afterEach(() => {
  document.head.innerHTML = '';
});

const both =
  '<meta name="csrf-token" content="tok-1"><meta name="session" content="customer">' +
  '<meta name="customer-first-name" content="Katharina">';

describe('readPageSession', () => {
  it('reads the token and the login state the server put into the page', () => {
    expect(readPageSession(page(both), '')).toEqual({
      csrfToken: 'tok-1',
      loggedIn: true,
      firstName: 'Katharina',
      answers: {},
    });
    expect(readPageSession(page('<meta name="session" content="none">'), '')).toEqual({
      csrfToken: null,
      loggedIn: false,
      firstName: null,
      answers: {},
    });
    expect(
      readPageSession(
        page('<meta name="csrf-token" content="tok-2"><meta name="session" content="anonymous">'),
        '',
      ),
    ).toEqual({ csrfToken: 'tok-2', loggedIn: false, firstName: null, answers: {} });
    expect(
      readPageSession(
        page('<meta name="csrf-token" content="tok-3"><meta name="session" content="customer">'),
        '',
      ),
    ).toEqual({ csrfToken: 'tok-3', loggedIn: true, firstName: null, answers: {} });
  });

  it('knows nothing without the state, with a state it does not know, or a session without token', () => {
    expect(readPageSession(page(''), '')).toBeNull();
    expect(readPageSession(page('<meta name="csrf-token" content="tok">'), '')).toBeNull();
    expect(readPageSession(page('<meta name="session" content="customer">'), '')).toBeNull();
    expect(
      readPageSession(
        page('<meta name="csrf-token" content="tok"><meta name="session" content="admin">'),
        '',
      ),
    ).toBeNull();
  });

  it("reads the first screen's answers a customer's page carries, and none that are not an object of JSON", () => {
    const answers = (json: string, state = 'customer') =>
      readPageSession(
        page(
          `<meta name="csrf-token" content="tok"><meta name="session" content="${state}">` +
            `<script type="application/json" id="page-answers">${json}</script>`,
        ),
        '',
      )?.answers;
    expect(answers('{"GetSliders":[],"GetVertraege":[{"ContractId":"1"}]}')).toEqual({
      GetSliders: [],
      GetVertraege: [{ ContractId: '1' }],
    });
    expect(answers('{"GetSliders":[]}', 'anonymous')).toEqual({});
    for (const json of ['', '{"GetSliders":', '[1]', 'null', '"text"']) {
      expect(answers(json)).toEqual({});
    }
  });

  it('ignores the page when the app calls another host', () => {
    const doc = page(both);
    expect(readPageSession(doc, new URL(doc.baseURI).origin)).not.toBeNull();
    expect(readPageSession(doc, 'https://fachtest.example')).toBeNull();
  });
});
