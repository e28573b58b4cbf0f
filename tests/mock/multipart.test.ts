// The mock's multipart reader (mock/multipart.ts) against the bodies the client builds
// (src/core/multipart.ts) and against bodies it must refuse (the 400 INVALID_MULTIPART).
import { expect, it } from 'vitest';
import { readMultipart } from '../../mock/multipart.js';
import { multipart } from '../../src/core/multipart.js';

async function roundTrip(fields: [string, unknown][]) {
  const headers: Record<string, string> = {};
  const body = await multipart(fields, headers);
  return readMultipart(body, headers['content-type']!);
}

it('reads back what the client sent: escaped names, every byte value, text in UTF-8, a file of no name or type', async () => {
  const bytes = Uint8Array.from({ length: 600 }, (_, i) => (i * 13) & 0xff);
  expect(
    await roundTrip([
      ['a"b\r\nc', new File([bytes], 'f "1"\n.bin', { type: 'application/x-thing' })],
      ['note', 'Grüße – 5 €'],
      ['raw', new Blob([new Uint8Array([0, 13, 10, 45, 45])])],
    ]),
  ).toEqual([
    ['a"b\r\nc', { name: 'f "1"\n.bin', type: 'application/x-thing', bytes }],
    ['note', 'Grüße – 5 €'],
    ['raw', { name: 'blob', type: 'application/octet-stream', bytes: new Uint8Array([0, 13, 10, 45, 45]) }],
  ]);
});

it('takes a quoted boundary and a body with no parts', () => {
  const raw = new TextEncoder().encode('--x y\r\ncontent-disposition: form-data; name="n"\r\n\r\nv\r\n--x y--\r\n');
  expect(readMultipart(raw, 'multipart/form-data; boundary="x y"')).toEqual([['n', 'v']]);
  expect(readMultipart(new TextEncoder().encode('--b--\r\n'), 'multipart/form-data; boundary=b')).toEqual([]);
});

it.each([
  [
    'no boundary in the type',
    'multipart/form-data',
    '--b\r\ncontent-disposition: form-data; name="n"\r\n\r\nv\r\n--b--',
  ],
  ['no delimiter in the body', 'multipart/form-data; boundary=b', 'hello'],
  [
    'a part never closed',
    'multipart/form-data; boundary=b',
    '--b\r\ncontent-disposition: form-data; name="n"\r\n\r\nv',
  ],
  ['a part with no name', 'multipart/form-data; boundary=b', '--b\r\ncontent-disposition: form-data\r\n\r\nv\r\n--b--'],
  [
    'a part with no header end',
    'multipart/form-data; boundary=b',
    '--b\r\ncontent-disposition: form-data; name="n"\r\n--b--',
  ],
  ['no line break after the delimiter', 'multipart/form-data; boundary=b', '--bX\r\n\r\nv\r\n--b--'],
  [
    'no closing delimiter',
    'multipart/form-data; boundary=b',
    '--b\r\ncontent-disposition: form-data; name="n"\r\n\r\nv\r\n--b',
  ],
])('refuses %s', (_, type, body) => {
  expect(readMultipart(new TextEncoder().encode(body), type)).toBeUndefined();
});
