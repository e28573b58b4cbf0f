// A scripted XMLHttpRequest for Node tests of the `xhr` sender: each instance records what it was
// asked to send, and the test plays the browser's part (upload progress, the answer, its final
// URL after redirects the browser followed, an abort). Installed with `vi.stubGlobal`, since the
// sender looks XMLHttpRequest up where a browser has it.

/** A Blob of another realm: what jsdom's XMLHttpRequest answers with `responseType = 'blob'`. */
class ForeignBlob {
  constructor(private readonly bytes: Uint8Array) {}
  get size() {
    return this.bytes.byteLength;
  }
  async arrayBuffer() {
    return this.bytes.slice().buffer;
  }
}

type Handler = ((event: { loaded: number; total: number }) => void) | null;

export class FakeXhr {
  /** Every instance made, in order. */
  static made: FakeXhr[] = [];
  /** What the sender's handlers threw (a browser reports it; nobody catches it). */
  static thrown: unknown[] = [];
  /** Called once `send` is, so a test can answer at once. */
  static onSend: ((xhr: FakeXhr) => void) | undefined;

  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown;
  sent = false;
  aborted = false;
  withCredentials = false;
  responseType = '';
  status = 0;
  statusText = '';
  responseURL = '';
  response: unknown = null;
  responseHeaders = '';
  upload: { onprogress: Handler; onload: Handler } = { onprogress: null, onload: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;

  constructor() {
    FakeXhr.made.push(this);
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  getAllResponseHeaders() {
    return this.responseHeaders;
  }
  send(body: unknown) {
    this.body = body;
    this.sent = true;
    // As a browser: the answer comes later, and what a handler throws is reported, not thrown back.
    const answer = FakeXhr.onSend;
    if (answer)
      setTimeout(() => {
        try {
          answer(this);
        } catch (error) {
          FakeXhr.thrown.push(error);
        }
      });
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }

  /** The size of the body it was given (a Blob, as the sender sends). */
  get size() {
    return (this.body as Blob).size;
  }
  /** The browser's part: `loaded` of the body sent. */
  progress(loaded: number) {
    this.upload.onprogress?.({ loaded, total: this.size });
  }
  /** The browser's part: the whole body sent, then the answer (from `responseURL`, where redirects ended). */
  /** The browser's part: the body has gone (upload's `load`), before any answer. */
  uploaded() {
    this.upload.onload?.({ loaded: this.size, total: this.size });
  }
  /**
   * The browser's part: the whole body sent (unless `events` is false: an XMLHttpRequest that
   * fires no upload events, as happy-dom's), then the answer (from `url`, where redirects ended).
   */
  answer(
    status: number,
    { body = '' as string | Uint8Array, headers = '', url = this.url, statusText = '', events = true } = {},
  ) {
    if (events) {
      this.upload.onprogress?.({ loaded: this.size, total: this.size });
      this.uploaded();
    }
    this.status = status;
    this.statusText = statusText;
    this.responseURL = url;
    this.responseHeaders = headers;
    const bytes = typeof body === 'string' ? new TextEncoder().encode(body) : body;
    // As the browser gives it for the responseType asked: a Blob of the page's realm (here one
    // no Response of Node's can read, as jsdom's), bytes, or text (lossy for bytes that are no UTF-8).
    this.response =
      this.responseType === 'arraybuffer'
        ? bytes.slice().buffer
        : this.responseType === 'blob'
          ? new ForeignBlob(bytes)
          : new TextDecoder().decode(bytes);
    this.onload?.();
  }

  static reset() {
    FakeXhr.made = [];
    FakeXhr.thrown = [];
    FakeXhr.onSend = undefined;
  }
}
