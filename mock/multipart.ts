// A multipart/form-data body read by the mock itself. The Fetch API's parser (`Request.formData()`)
// builds each file part with the global `File` and then refuses it when that is not its own: under
// vitest's jsdom (the component tests of an app, with our MSW handlers) every upload was 400
// (issue 42). Field names and filenames are unescaped as browsers and the client escape them.
import type { UploadedFile } from './context.js';

const unescaped = (value: string) => value.replace(/%22|%0d|%0a/gi, decodeURIComponent);

/** The parts of `raw` in order, a text part as its string, a file part as an UploadedFile; `undefined` if malformed. */
export function readMultipart(raw: Uint8Array, type: string): [string, string | UploadedFile][] | undefined {
  const boundary = /;\s*boundary=(?:"([^"]+)"|([^\s;]+))/i.exec(type);
  if (!boundary) return undefined;
  const delimiter = `--${boundary[1] ?? boundary[2]}`;
  // One character per byte (windows-1252 maps all 256), so an index in `text` is one in `raw`.
  const text = new TextDecoder('latin1').decode(raw);
  const utf8 = new TextDecoder();
  const parts: [string, string | UploadedFile][] = [];
  let at = text.indexOf(delimiter);
  while (at !== -1) {
    at += delimiter.length;
    if (text.startsWith('--', at)) return parts;
    const headEnd = text.indexOf('\r\n\r\n', at);
    const end = text.indexOf(`\r\n${delimiter}`, headEnd + 4);
    if (!text.startsWith('\r\n', at) || headEnd === -1 || end === -1) return undefined;
    const head = utf8.decode(raw.subarray(at + 2, Math.max(at + 2, headEnd)));
    const disposition = /^content-disposition:\s*form-data(.*)$/im.exec(head)?.[1] ?? '';
    const param = (key: string) => new RegExp(`;\\s*${key}="([^"]*)"`, 'i').exec(disposition)?.[1];
    const name = param('name');
    if (name === undefined) return undefined;
    const bytes = raw.slice(headEnd + 4, end);
    const filename = param('filename');
    const fileType = /^content-type:\s*(.+)$/im.exec(head)?.[1]?.trim() || 'application/octet-stream';
    parts.push([
      unescaped(name),
      filename === undefined ? utf8.decode(bytes) : { name: unescaped(filename), type: fileType, bytes },
    ]);
    at = end + 2;
  }
  return undefined;
}
