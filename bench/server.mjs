// The bench's servers, in a child process so that serving never shares the clients' event loop:
// a node:http server answering `GET /request-action/{id}` with the same bytes to every
// contender, and a Socket.IO server for the chat connect bench. Both on loopback.
import { fork } from 'node:child_process';
import http from 'node:http';
import { fileURLToPath } from 'node:url';
import { LARGE_ID, SMALL_ID, largeJson, smallJson } from './payloads.mjs';

export const CHAT_TOKEN = 'bench-token';

/** Starts the child; resolves with its URLs and a close(). */
export function startServers() {
  const child = fork(fileURLToPath(import.meta.url), ['--child'], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
    child.once('message', ({ httpPort, chatPort }) => {
      child.removeAllListeners('exit');
      resolve({
        httpUrl: `http://127.0.0.1:${httpPort}`,
        chatUrl: `http://127.0.0.1:${chatPort}`,
        close: () =>
          new Promise((done) => {
            child.once('exit', () => done());
            child.kill('SIGTERM');
          }),
      });
    });
  });
}

async function serve() {
  const bodies = new Map([
    [SMALL_ID, Buffer.from(smallJson())],
    [LARGE_ID, Buffer.from(largeJson())],
  ]);
  const server = http.createServer((req, res) => {
    const path = req.url.split('?')[0];
    const body = path.startsWith('/request-action/') ? bodies.get(path.slice('/request-action/'.length)) : undefined;
    req.resume();
    if (!body) {
      res.writeHead(404, { 'content-type': 'application/json' }).end('{"message":"Not found"}');
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': body.length });
    res.end(body);
  });
  server.keepAliveTimeout = 60_000;

  const { Server } = await import('socket.io');
  const chatHttp = http.createServer();
  const io = new Server(chatHttp);
  io.use((socket, next) => next(socket.handshake.query.token === CHAT_TOKEN ? undefined : new Error('unauthorized')));
  io.on('connection', (socket) => socket.emit('history', []));

  await Promise.all([
    new Promise((r) => server.listen(0, '127.0.0.1', r)),
    new Promise((r) => chatHttp.listen(0, '127.0.0.1', r)),
  ]);
  process.send({ httpPort: server.address().port, chatPort: chatHttp.address().port });
  process.on('SIGTERM', () => process.exit(0));
  process.on('disconnect', () => process.exit(0));
}

if (process.argv[2] === '--child') await serve();
