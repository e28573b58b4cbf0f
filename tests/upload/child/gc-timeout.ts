// Run by gc-timeout.test.ts in a child Node with --expose-gc: a counted-stream upload through a
// middleware, collected garbage every 50 ms while the server holds its answer 4 s.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createPublicClient, TimeoutError } from '../../../src/index.js';
import { withUploadProgress } from '../../../src/upload/index.js';

const gc = (globalThis as { gc?: () => void }).gc!;
const server = http.createServer((request, response) => {
  request.resume();
  setTimeout(() => response.writeHead(201, { 'content-type': 'application/json' }).end('{}'), 4_000);
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const client = createPublicClient({
  baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
  apiKey: 'pk-key',
  fetch: withUploadProgress(),
});
client.use({ onRequest: ({ request }) => request.headers.set('x-trace', '1') });
const collecting = setInterval(gc, 50);
const outcome = await client
  .POST('/v1/cms/file', {
    body: { file: new File([new Uint8Array(1000)], 'a.bin') },
    timeout: 300,
    onUploadProgress() {},
  })
  .then(
    () => 'answered',
    (error: unknown) => (error instanceof TimeoutError ? 'TimeoutError' : String(error)),
  );
clearInterval(collecting);
server.closeAllConnections();
server.close();
console.log(outcome);
