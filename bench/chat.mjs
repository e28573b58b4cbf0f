// Chat connect latency: our chat client's connect() against a raw socket.io-client
// `io(url, { transports: ['websocket'] })` to the same local Socket.IO server (the bench
// server's child process), interleaved, each connection closed before the next one starts.
// Ours runs with its defaults (transports ['websocket', 'polling'], websocket tried first).
import { io } from 'socket.io-client';
import { CHAT_TOKEN } from './server.mjs';
import { median, round } from './stats.mjs';

const tick = () => new Promise((resolve) => setTimeout(resolve, 2));

async function ours(chat, url) {
  const client = chat.createChatClient({ url, token: CHAT_TOKEN });
  const started = performance.now();
  await client.connect();
  const ms = performance.now() - started;
  client.disconnect();
  return ms;
}

async function raw(url) {
  const started = performance.now();
  const socket = io(url, { transports: ['websocket'], query: { token: CHAT_TOKEN } });
  await new Promise((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('connect_error', reject);
  });
  const ms = performance.now() - started;
  socket.disconnect();
  return ms;
}

export async function benchChat(chat, url, { connects = 50, warmup = 5 } = {}) {
  for (let i = 0; i < warmup; i++) {
    await ours(chat, url);
    await raw(url);
    await tick();
  }
  const samples = { 'platform-client': [], 'socket.io-client': [] };
  for (let i = 0; i < connects; i++) {
    // Alternate which one goes first.
    const order = i % 2 ? ['socket.io-client', 'platform-client'] : ['platform-client', 'socket.io-client'];
    for (const name of order) {
      samples[name].push(name === 'platform-client' ? await ours(chat, url) : await raw(url));
      await tick();
    }
  }
  const ourMs = median(samples['platform-client']);
  const rawMs = median(samples['socket.io-client']);
  return { connects, oursMs: round(ourMs, 2), rawMs: round(rawMs, 2), overheadMs: round(ourMs - rawMs, 2) };
}
