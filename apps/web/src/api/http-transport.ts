import {
  appendFormData,
  encodeForm,
  REQUEST_TIMEOUT_MS,
  UPLOAD_TIMEOUT_MS,
  type Call,
} from '@servicebereich/protocol';
import { withoutFiles } from './call-params.ts';
import {
  NetworkError,
  type CallParams,
  type DownloadProgress,
  type Transport,
  type TransportRequest,
  type UploadProgress,
  type WireAnswer,
} from './transport.ts';

export type HttpTransportOptions = {
  /** The server's origin, or '' for the app's own; read per request so a host switch applies. */
  baseUrl: () => string;
  /** The native app announces itself with `X-Requested-From: APP-API` (SPEC 6). */
  native: boolean;
};

function apiUrl(baseUrl: string, call: Call, params: Iterable<[string, string]>): string {
  const query = new URLSearchParams({ Mode: call.mode, Function: call.fn });
  for (const [key, value] of params) query.append(key, value);
  return `${baseUrl}/api?${query.toString()}`;
}

function requestBody(call: Call, params: CallParams): BodyInit | undefined {
  if (call.method === 'GET') return undefined;
  switch (call.body) {
    case 'form':
      return encodeForm(withoutFiles(params));
    case 'multipart': {
      const body = new FormData();
      appendFormData(body, params);
      return body;
    }
    case 'none':
      return undefined;
  }
}

function isJson(response: Response): boolean {
  return /^application\/json\b/.test(response.headers.get('Content-Type') ?? '');
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

type UploadRequest = {
  url: string;
  headers: Headers;
  body: BodyInit | undefined;
  signal: AbortSignal;
  onUploadProgress: UploadProgress;
};

/**
 * An upload whose progress is shown: fetch tells nothing of a request body being sent, an
 * XMLHttpRequest does. It rejects as fetch does (the signal's reason when aborted, else a
 * TypeError when no answer came), so the caller treats both alike.
 */
function uploadWithProgress(request: UploadRequest): Promise<WireAnswer> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', request.url);
    xhr.withCredentials = true;
    request.headers.forEach((value, key) => {
      xhr.setRequestHeader(key, value);
    });
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) request.onUploadProgress(event.loaded, event.total);
    });
    const abort = () => {
      xhr.abort();
    };
    const settle = () => {
      request.signal.removeEventListener('abort', abort);
    };
    xhr.addEventListener('load', () => {
      settle();
      resolve({ httpStatus: xhr.status, body: parseJson(xhr.responseText) });
    });
    xhr.addEventListener('error', () => {
      settle();
      reject(new TypeError('upload failed'));
    });
    xhr.addEventListener('abort', () => {
      settle();
      reject(
        request.signal.reason instanceof Error ? request.signal.reason : new TypeError('aborted'),
      );
    });
    if (request.signal.aborted) {
      reject(
        request.signal.reason instanceof Error ? request.signal.reason : new TypeError('aborted'),
      );
      return;
    }
    request.signal.addEventListener('abort', abort, { once: true });
    xhr.send(request.body instanceof FormData ? request.body : null);
  });
}

/**
 * The file of an answer, read as it arrives so that `onProgress` can tell how much has; each
 * piece also tells `onPiece` that the download is alive.
 */
async function readWithProgress(
  response: Response,
  onProgress: DownloadProgress,
  onPiece: () => void,
): Promise<Blob> {
  const total = Number(response.headers.get('Content-Length') ?? '0') || 0;
  const type = response.headers.get('Content-Type') ?? '';
  if (response.body === null) return new Blob([], { type });
  const reader = response.body.getReader();
  const pieces: Uint8Array<ArrayBuffer>[] = [];
  let received = 0;
  onProgress(0, total);
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    pieces.push(value);
    received += value.byteLength;
    onPiece();
    onProgress(received, total);
  }
  return new Blob(pieces, { type });
}

/** The transport of the real app: `fetch` against `${baseUrl}/api`, with cookies. */
export function createHttpTransport(options: HttpTransportOptions): Transport {
  async function send({
    call,
    params,
    csrfToken,
    signal,
    background = false,
    onUploadProgress,
    onDownloadProgress,
  }: TransportRequest): Promise<WireAnswer> {
    const query = call.method === 'GET' ? encodeForm(withoutFiles(params)) : [];
    const url = apiUrl(options.baseUrl(), call, query);
    const body = requestBody(call, params);
    const headers = new Headers({ Accept: 'application/json' });
    if (csrfToken !== null) headers.set('X-CSRF-Token', csrfToken);
    if (options.native) headers.set('X-Requested-From', 'APP-API');

    // One controller for the caller's abort and the timeout: AbortSignal.any is missing in the
    // iOS web views before 17.4 that the native app still supports.
    const controller = new AbortController();
    const timeoutMs = call.body === 'multipart' ? UPLOAD_TIMEOUT_MS : REQUEST_TIMEOUT_MS;
    const abortForTimeout = () => {
      controller.abort();
    };
    let timer = setTimeout(abortForTimeout, timeoutMs);
    const forwardAbort = () => {
      controller.abort(signal.reason);
    };
    if (signal.aborted) forwardAbort();
    else signal.addEventListener('abort', forwardAbort, { once: true });
    try {
      if (onUploadProgress !== undefined && call.body === 'multipart') {
        return await uploadWithProgress({
          url,
          headers,
          body,
          signal: controller.signal,
          onUploadProgress,
        });
      }
      const response = await fetch(url, {
        method: call.method,
        headers,
        body,
        // A file fetched with a download token needs no session, and goes without it.
        credentials: 'tokenid' in params ? 'omit' : 'include',
        signal: controller.signal,
        ...(background ? { keepalive: true, priority: 'low' as const } : {}),
      });
      // The timeout also covers a body that stalls after the headers arrived. A file call is
      // answered with the file, or with the envelope when it is refused.
      if (call.response === 'binary' && !isJson(response)) {
        const file =
          onDownloadProgress === undefined
            ? await response.blob()
            : await readWithProgress(response, onDownloadProgress, () => {
                clearTimeout(timer);
                timer = setTimeout(abortForTimeout, timeoutMs);
              });
        return { httpStatus: response.status, body: file };
      }
      const text = await response.text();
      return { httpStatus: response.status, body: parseJson(text) };
    } catch (error) {
      if (signal.aborted) throw signal.reason;
      const timedOut = controller.signal.aborted;
      throw new NetworkError(
        timedOut ? `${call.fn}: no answer within ${timeoutMs} ms` : `${call.fn}: no answer`,
        timedOut,
        { cause: error },
      );
    } finally {
      clearTimeout(timer);
      signal.removeEventListener('abort', forwardAbort);
    }
  }

  return {
    send,
    fileUrl: (call, params) => apiUrl(options.baseUrl(), call, Object.entries(params)),
  };
}
