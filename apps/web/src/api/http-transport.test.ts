import {
  REQUEST_TIMEOUT_MS,
  type Call,
  sessionCalls,
  pensionCalls,
  postboxCalls,
  generalCalls,
  adviserCalls,
  dataExportCalls,
} from '@servicebereich/protocol';
import { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { createHttpTransport } from './http-transport.ts';
import { NetworkError, type CallParams } from './transport.ts';

type Fetch = (input: string, init: RequestInit) => Promise<Response>;

let fetchMock: Mock<Fetch>;

beforeEach(() => {
  fetchMock = vi.fn<Fetch>(() => Promise.resolve(Response.json({ Status: 200, Result: {} })));
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

function transport(native = false, baseUrl = 'https://sb.example.at') {
  return createHttpTransport({ baseUrl: () => baseUrl, native });
}

function send(
  call: Call,
  params: CallParams = {},
  csrfToken: string | null = 'tok',
  options: { native?: boolean; signal?: AbortSignal } = {},
) {
  return transport(options.native).send({
    call,
    params,
    csrfToken,
    signal: options.signal ?? new AbortController().signal,
  });
}

function sent(): { url: string; init: RequestInit; headers: Headers } {
  const [url, init] = fetchMock.mock.calls.at(-1) ?? [];
  if (url === undefined || init === undefined) throw new Error('fetch was not called');
  return { url, init, headers: new Headers(init.headers) };
}

function formBody(init: RequestInit): string {
  if (!(init.body instanceof URLSearchParams)) throw new Error('expected a form body');
  return init.body.toString();
}

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => {
      throw new Error('expected a rejection');
    },
    (reason: unknown) => reason,
  );
}

describe('createHttpTransport', () => {
  it('POSTs a form body, trimmed, to /api with Mode and Function, with cookies and the token', async () => {
    await send(sessionCalls.login, { verfuegernummer: ' 1234567891 ', passwort: 'geheim  ' });
    const { url, init, headers } = sent();
    expect(url).toBe('https://sb.example.at/api?Mode=MeinServicebereich&Function=Login');
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('include');
    expect(formBody(init)).toBe('verfuegernummer=1234567891&passwort=geheim');
    expect(headers.get('X-CSRF-Token')).toBe('tok');
    expect(headers.has('X-Requested-From')).toBe(false);
  });

  it('sends arrays as repeated bracketed keys', async () => {
    await send(pensionCalls.changeFlexibleLife, {
      slots: ['fonds1', ' fonds2 '],
      anteile: [60, 40],
    });
    expect(formBody(sent().init)).toBe(
      'slots%5B%5D=fonds1&slots%5B%5D=fonds2&anteile%5B%5D=60&anteile%5B%5D=40',
    );
  });

  it('fetches a file with a download token without the cookie', async () => {
    fetchMock.mockResolvedValueOnce(new Response(new Blob(['%PDF'])));
    await send(postboxCalls.getPostBoxFile, { fileid: 'P-7', tokenid: 'tok-1' }, null, {
      native: true,
    });
    expect(sent().url).toContain('tokenid=tok-1');
    expect(sent().init.credentials).toBe('omit');
  });

  it('announces the native app with X-Requested-From: APP-API', async () => {
    await send(sessionCalls.isLoggedIn, {}, 'tok', { native: true });
    expect(sent().headers.get('X-Requested-From')).toBe('APP-API');
  });

  it('sends no token header when it has none, and no body for a call without one', async () => {
    await send(generalCalls.getCsrfToken, {}, null);
    const { init, headers } = sent();
    expect(headers.has('X-CSRF-Token')).toBe(false);
    expect(init.body).toBeUndefined();
  });

  it('puts the params of a GET call in the query', async () => {
    await send(generalCalls.debugHeader, { probe: ' a b ', list: ['x', 'y'] });
    const { url, init } = sent();
    expect(init.method).toBe('GET');
    expect(init.body).toBeUndefined();
    expect(url).toBe(
      'https://sb.example.at/api?Mode=General&Function=DebugHeader&probe=a+b&list%5B%5D=x&list%5B%5D=y',
    );
  });

  it('sends a multipart call as form data with its files', async () => {
    const file = new File(['%PDF'], 'beleg.pdf', { type: 'application/pdf' });
    await send(adviserCalls.kontakt, { betreff: ' Frage ', headquarter: true, file: [file] });
    const body = sent().init.body;
    if (!(body instanceof FormData)) throw new Error('expected FormData');
    expect(body.get('betreff')).toBe('Frage');
    expect(body.get('headquarter')).toBe('true');
    expect(body.getAll('file[]')).toHaveLength(1);
  });

  it('refuses files in a form body', async () => {
    const error = await rejection(send(generalCalls.beruf, { geschlecht: new Blob(['m']) }));
    expect(error).toMatchObject({ name: 'FormEncodingError', key: 'geschlecht' });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('answers the HTTP status and the parsed JSON body', async () => {
    fetchMock.mockResolvedValue(
      Response.json({ Status: 400, Errors: { general: 'Zu viele Anfragen.' } }, { status: 429 }),
    );
    await expect(send(sessionCalls.isLoggedIn)).resolves.toEqual({
      httpStatus: 429,
      body: { Status: 400, Errors: { general: 'Zu viele Anfragen.' } },
    });
  });

  it('answers a body that is not JSON as null', async () => {
    fetchMock.mockResolvedValue(new Response('<html>Bad Gateway</html>', { status: 502 }));
    await expect(send(sessionCalls.isLoggedIn)).resolves.toEqual({ httpStatus: 502, body: null });
  });

  it('answers a file call with the file', async () => {
    fetchMock.mockResolvedValue(
      new Response('%PDF-1.7', { headers: { 'Content-Type': 'application/pdf' } }),
    );
    const answer = await send(postboxCalls.getPostBoxFile, { fileid: 'P-7' }, 'tok');
    expect(sent().url).toBe(
      'https://sb.example.at/api?Mode=MeinServicebereich&Function=GetPostBoxFile&fileid=P-7',
    );
    expect(answer.httpStatus).toBe(200);
    expect(answer.body).toMatchObject({ type: 'application/pdf' });
    expect(await (answer.body as Blob).text()).toBe('%PDF-1.7');
  });

  it('tells how much of a file has arrived, of its length', async () => {
    const pieces = [new Uint8Array([0x50, 0x4b, 3, 4]), new Uint8Array(6)];
    // Node's stream, which Node's Response reads (vitest's vm pool gives the test's page none;
    // Node's types and the DOM's name the same stream differently).
    const body = new NodeReadableStream<Uint8Array>({
      start(controller) {
        for (const piece of pieces) controller.enqueue(piece);
        controller.close();
      },
    });
    fetchMock.mockResolvedValue(
      new Response(body as ReadableStream<Uint8Array>, {
        headers: { 'Content-Type': 'application/zip', 'Content-Length': '10' },
      }),
    );
    const progress: [number, number][] = [];
    const answer = await transport().send({
      call: dataExportCalls.getMeineDaten,
      params: {},
      csrfToken: 'tok',
      signal: new AbortController().signal,
      onDownloadProgress: (received, total) => progress.push([received, total]),
    });
    expect(progress).toEqual([
      [0, 10],
      [4, 10],
      [10, 10],
    ]);
    expect(answer.body).toMatchObject({ type: 'application/zip', size: 10 });
  });

  it('answers a refused file call with its envelope', async () => {
    fetchMock.mockResolvedValue(
      Response.json({ Status: 400, Errors: { notloggedin: 'Bitte melde dich an.' } }),
    );
    await expect(send(postboxCalls.getPostBoxFile, { fileid: 'P-7' })).resolves.toEqual({
      httpStatus: 200,
      body: { Status: 400, Errors: { notloggedin: 'Bitte melde dich an.' } },
    });
  });

  it('throws NetworkError when the request fails', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const error = await rejection(send(sessionCalls.isLoggedIn));
    expect(error).toBeInstanceOf(NetworkError);
    expect(error).toMatchObject({ timedOut: false });
  });

  it('gives up after 60 s with a NetworkError that says it timed out', async () => {
    vi.useFakeTimers();
    fetchMock.mockImplementation(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => {
            reject(new DOMException('aborted', 'AbortError'));
          });
        }),
    );
    const answer = rejection(send(sessionCalls.isLoggedIn));
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    expect(sent().init.signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await answer;
    expect(error).toBeInstanceOf(NetworkError);
    expect(error).toMatchObject({ timedOut: true });
  });

  it('waits for an upload past the server’s upload deadline, so its 408 answer arrives', async () => {
    vi.useFakeTimers();
    const late = Response.json(
      {
        Status: 400,
        Errors: { general: 'Die Dateien konnten nicht rechtzeitig übertragen werden.' },
      },
      { status: 408 },
    );
    fetchMock.mockImplementation(
      (_url, init) =>
        new Promise((resolve, reject) => {
          init.signal?.addEventListener('abort', () => {
            reject(new DOMException('aborted', 'AbortError'));
          });
          // The server's longest upload deadline is 115 s.
          setTimeout(() => {
            resolve(late);
          }, 115_000);
        }),
    );
    const file = new File(['%PDF'], 'beleg.pdf', { type: 'application/pdf' });
    const answer = send(adviserCalls.kontakt, { headquarter: true, file: [file] });
    await vi.advanceTimersByTimeAsync(115_000);
    await expect(answer).resolves.toEqual({
      httpStatus: 408,
      body: {
        Status: 400,
        Errors: { general: 'Die Dateien konnten nicht rechtzeitig übertragen werden.' },
      },
    });
  });

  it('passes the caller’s abort on as such, not as a network failure', async () => {
    const controller = new AbortController();
    fetchMock.mockImplementation(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => {
            reject(new DOMException('aborted', 'AbortError'));
          });
        }),
    );
    const answer = rejection(
      send(sessionCalls.isLoggedIn, {}, 'tok', { signal: controller.signal }),
    );
    const reason = new DOMException('left the screen', 'AbortError');
    controller.abort(reason);
    expect(await answer).toBe(reason);
  });

  it('reads the base address per request, so a host switch applies at once', async () => {
    let host = 'https://test.example.at';
    const http = createHttpTransport({ baseUrl: () => host, native: false });
    const request = {
      call: sessionCalls.isLoggedIn,
      params: {},
      csrfToken: 'tok',
      signal: new AbortController().signal,
    };
    await http.send(request);
    host = 'https://live.example.at';
    await http.send(request);
    expect(fetchMock.mock.calls.map(([url]) => new URL(url).host)).toEqual([
      'test.example.at',
      'live.example.at',
    ]);
  });

  it('builds the GET address of a file', () => {
    expect(
      transport(false, '').fileUrl(postboxCalls.getPostBoxFile, { fileid: 'P-7', tokenid: 'abc' }),
    ).toBe('/api?Mode=MeinServicebereich&Function=GetPostBoxFile&fileid=P-7&tokenid=abc');
  });

  describe('an upload with progress', () => {
    /** Just enough of XMLHttpRequest to see what is sent and to answer as the server would. */
    class FakeXhr {
      static last: FakeXhr | null = null;
      readonly upload = new EventTarget();
      readonly events = new EventTarget();
      readonly headers = new Map<string, string>();
      method = '';
      url = '';
      body: unknown = null;
      withCredentials = false;
      status = 0;
      responseText = '';

      constructor() {
        FakeXhr.last = this;
      }
      open(method: string, url: string) {
        this.method = method;
        this.url = url;
      }
      setRequestHeader(key: string, value: string) {
        this.headers.set(key, value);
      }
      addEventListener(type: string, listener: () => void) {
        this.events.addEventListener(type, listener);
      }
      send(body: unknown) {
        this.body = body;
      }
      abort() {
        this.events.dispatchEvent(new Event('abort'));
      }
      progress(loaded: number, total: number) {
        const event = Object.assign(new Event('progress'), {
          lengthComputable: true,
          loaded,
          total,
        });
        this.upload.dispatchEvent(event);
      }
      answer(status: number, body: unknown) {
        this.status = status;
        this.responseText = JSON.stringify(body);
        this.events.dispatchEvent(new Event('load'));
      }
    }

    beforeEach(() => {
      FakeXhr.last = null;
      vi.stubGlobal('XMLHttpRequest', FakeXhr);
    });

    function upload(onUploadProgress: (sent: number, total: number) => void, signal?: AbortSignal) {
      const file = new File(['%PDF'], 'beleg.pdf', { type: 'application/pdf' });
      return transport().send({
        call: adviserCalls.kontakt,
        params: { betreff: 'Frage', headquarter: true, file: [file] },
        csrfToken: 'tok',
        signal: signal ?? new AbortController().signal,
        onUploadProgress,
      });
    }

    function xhr(): FakeXhr {
      if (FakeXhr.last === null) throw new Error('no request sent');
      return FakeXhr.last;
    }

    it('sends the form data with cookies and the token, and reports the bytes sent', async () => {
      const reports: [number, number][] = [];
      const answer = upload((sent, total) => reports.push([sent, total]));
      await vi.waitFor(() => {
        expect(FakeXhr.last?.body).toBeInstanceOf(FormData);
      });
      expect(xhr().method).toBe('POST');
      expect(xhr().url).toBe('https://sb.example.at/api?Mode=General&Function=Kontakt');
      expect(xhr().withCredentials).toBe(true);
      expect(xhr().headers.get('x-csrf-token')).toBe('tok');
      xhr().progress(50, 200);
      xhr().progress(200, 200);
      xhr().answer(200, { Status: 200, Result: {} });
      expect(await answer).toEqual({ httpStatus: 200, body: { Status: 200, Result: {} } });
      expect(reports).toEqual([
        [50, 200],
        [200, 200],
      ]);
      expect(fetchMock).not.toHaveBeenCalled();
    });

    it('fails as a NetworkError when no answer comes, and passes an abort on', async () => {
      const failed = upload(() => undefined);
      await vi.waitFor(() => {
        expect(FakeXhr.last?.body).toBeInstanceOf(FormData);
      });
      xhr().events.dispatchEvent(new Event('error'));
      expect(await rejection(failed)).toBeInstanceOf(NetworkError);

      const controller = new AbortController();
      const aborted = upload(() => undefined, controller.signal);
      await vi.waitFor(() => {
        expect(FakeXhr.last?.body).toBeInstanceOf(FormData);
      });
      const reason = new Error('left the page');
      controller.abort(reason);
      expect(await rejection(aborted)).toBe(reason);
    });
  });
});
