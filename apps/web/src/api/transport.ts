import type { Call, MultipartValue } from '@servicebereich/protocol';

/** What a call sends: form values, or files too for a multipart call. */
export type CallParams = Readonly<Record<string, MultipartValue>>;

export type TransportRequest = {
  call: Call;
  params: CallParams;
  /** The kept CSRF token; null only for GetCSRFToken itself. */
  csrfToken: string | null;
  signal: AbortSignal;
  /**
   * Sent in the background (usage analytics): at low priority, and kept alive by the browser
   * when the page closes before the answer.
   */
  background?: boolean;
  /** Told how many bytes of a multipart body are sent, as they are sent. */
  onUploadProgress?: UploadProgress;
  /**
   * Told how many bytes of a file answer have arrived, of its Content-Length (0 when unknown); a
   * download told so is cut off only when it stalls, not when it takes long.
   */
  onDownloadProgress?: DownloadProgress;
};

export type UploadProgress = (sent: number, total: number) => void;
export type DownloadProgress = (received: number, total: number) => void;

/**
 * The HTTP status and the parsed JSON body, as the server (or the test-mode data) answered; for
 * a binary call that was answered with its file, the file as a Blob.
 */
export type WireAnswer = { httpStatus: number; body: unknown };

/**
 * The one way calls leave the app: HTTP against the server, or the bundled answers of the test
 * mode (Verfügernummer 1234567890). A transport throws `NetworkError` when no answer arrived, and
 * the signal's reason when the caller aborted.
 */
export type Transport = {
  send: (request: TransportRequest) => Promise<WireAnswer>;
  /** The address of a binary call (a file), for an <img> or a link opened outside the app. */
  fileUrl: (call: Call, params: Readonly<Record<string, string>>) => string;
};

export class NetworkError extends Error {
  readonly timedOut: boolean;

  constructor(message: string, timedOut: boolean, options?: ErrorOptions) {
    super(message, options);
    this.name = 'NetworkError';
    this.timedOut = timedOut;
  }
}
