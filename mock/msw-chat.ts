// The chat under MSW (docs/design.md, decision 21; issues 35 and 44): as much Socket.IO v4 over a
// `ws.link` WebSocket as socket.io-client needs, every frame read and written by engine.io-parser and
// socket.io-parser; the rules are ./chat-session.ts's, shared with the Socket.IO door (./chat.ts).
import { decodePacket, encodePacket, type Packet as EnginePacket } from 'engine.io-parser';
import { type WebSocketHandlerConnection, ws } from 'msw';
import { Decoder, Encoder, type Packet, PacketType } from 'socket.io-parser';
import { CHAT_NAMESPACE, type ChatAdmission, type ChatMember } from './chat-session.js';
import { sessionToken } from './ids.js';

const encoder = new Encoder();
const EVENTS = new Set([PacketType.EVENT, PacketType.BINARY_EVENT]);

/**
 * The chat for clients of `origin` (`http://platform.mock`): socket.io-client opens
 * `ws://platform.mock/socket.io/?EIO=4&transport=websocket&token=…&conversationId=…`. `admit`
 * waits for the mock to be ready and applies the chat's gate to the handshake query.
 */
export function createMswChat(origin: string, admit: (query: Record<string, string>) => Promise<ChatAdmission>) {
  // A `ws.link` ending in `/socket.io/` does not match in msw 3.0.5; the origin's wildcard does,
  // and any other path on it is closed below.
  const link = ws.link(`${origin.replace(/^http/, 'ws')}/*`);
  /** The clients admitted to the namespace. */
  const members = new Map<WebSocketHandlerConnection['client'], ChatMember>();

  const handler = link.addEventListener('connection', ({ client }) => {
    const { pathname, searchParams } = client.url;
    if (pathname !== '/socket.io/' || searchParams.get('EIO') !== '4' || searchParams.get('transport') !== 'websocket')
      return client.close(1008, 'Only Socket.IO (EIO=4) over WebSocket is served here');
    // Synchronous for strings and buffers (only a Blob in a browser would not be), so frames keep their order.
    const sendEngine = (packet: EnginePacket) => encodePacket(packet, true, (frame) => client.send(frame));
    const send = (packet: Packet) => {
      for (const data of encoder.encode(packet)) sendEngine({ type: 'message', data });
    };
    const refuse = (nsp: string, message: string) => send({ type: PacketType.CONNECT_ERROR, nsp, data: { message } });
    // Socket.IO's defaults: a ping every 25 s, the client waiting 20 s past that.
    const open = { sid: sessionToken(), upgrades: [], pingInterval: 25_000, pingTimeout: 20_000, maxPayload: 1e6 };
    sendEngine({ type: 'open', data: JSON.stringify(open) });
    const ping = setInterval(() => sendEngine({ type: 'ping' }), open.pingInterval);
    const drop = () => {
      clearInterval(ping);
      members.delete(client);
    };
    client.addEventListener('close', drop);

    /** The namespace's connect, which events sent after it wait for. */
    let connecting: Promise<void> = Promise.resolve();
    const connect = async (nsp: string) => {
      if (nsp !== CHAT_NAMESPACE) return refuse(nsp, 'Invalid namespace');
      if (members.has(client)) return;
      const admission = await admit(Object.fromEntries(searchParams));
      if ('refused' in admission) return refuse(nsp, admission.refused);
      const { session } = admission;
      members.set(client, {
        session,
        tell: (message) => send({ type: PacketType.EVENT, nsp, data: ['chat', message] }),
        // The namespace's disconnect, then the socket closed, as Socket.IO's `disconnect(true)`.
        end: () => {
          send({ type: PacketType.DISCONNECT, nsp });
          drop();
          // After the packet is delivered: MSW drops a frame still queued when the socket closes,
          // and the client would then take the close for a lost connection and reconnect.
          setTimeout(() => client.close());
        },
      });
      send({ type: PacketType.CONNECT, nsp, data: { sid: sessionToken() } });
      send({ type: PacketType.EVENT, nsp, data: ['history', session.history()] });
    };

    const ack = (id: number | undefined, answer: unknown) =>
      id !== undefined && send({ type: PacketType.ACK, nsp: CHAT_NAMESPACE, data: [answer], id });
    const onEvent = async ({ id, data }: Packet) => {
      await connecting;
      const sender = members.get(client);
      const [event, incoming] = Array.isArray(data) ? data : [];
      if (!sender || event !== 'chat') return;
      sender.session.chat(incoming, [...members.values()], (answer) => ack(id, answer), sender.end);
    };
    const onPacket = (packet: Packet) => {
      if (packet.type === PacketType.CONNECT)
        // A mock that failed to start refuses the connection rather than leave it waiting.
        connecting = connect(packet.nsp).catch(() => refuse(packet.nsp, 'the mock failed to start'));
      // The namespace's disconnect: out of the room; the socket may stay open (and pinged).
      else if (packet.type === PacketType.DISCONNECT) members.delete(client);
      else if (EVENTS.has(packet.type) && packet.nsp === CHAT_NAMESPACE)
        // What the rooms threw beyond a refusal: a 500's body on the ack, as REST answers it.
        onEvent(packet).catch(() => ack(packet.id, { error: { message: 'Internal server error', code: 'INTERNAL' } }));
    };
    // Socket.IO's own decoder joins a binary event's attachments (frames of their own) to its placeholders.
    const newDecoder = () => new Decoder().on('decoded', onPacket);
    let decoder = newDecoder();

    client.addEventListener('message', ({ data }) => {
      const packet = decodePacket(data, 'arraybuffer');
      if (packet.type === 'close') return void client.close();
      if (packet.type !== 'message' || packet.data === undefined) return;
      try {
        decoder.add(packet.data);
      } catch {
        // Not a Socket.IO packet: dropped, and the decoder starts afresh.
        decoder.destroy();
        decoder = newDecoder();
      }
    });
  });

  return {
    handler,
    // A reset ends their sessions.
    disconnectAll: () => {
      for (const member of [...members.values()]) member.end();
    },
  };
}
