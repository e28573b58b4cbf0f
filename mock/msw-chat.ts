// The chat under MSW (issue 35): a `ws.link` handler speaking as much of Socket.IO v4 (Engine.IO
// protocol 4, Socket.IO protocol 5) over one WebSocket as socket.io-client needs for namespace
// `/chat`: the open packet, pings, the namespace's connect (refused as the Socket.IO door refuses
// it), events both ways and acknowledgements. The rules are ./chat-session.ts's, as for the
// Socket.IO door (./chat.ts); only the wire is here, and every frame is read and written by the
// protocol's own parsers (engine.io-parser, socket.io-parser: binary events, acknowledgement ids
// and namespaces as the protocol defines them). @mswjs/socket.io-binding does not fit: it speaks
// only the `/` namespace, drops acknowledgements and cannot refuse a connection.
import { decodePacket, encodePacket, type Packet as EnginePacket } from 'engine.io-parser';
import { ws, type WebSocketHandler } from 'msw';
import { Decoder, Encoder, type Packet, PacketType } from 'socket.io-parser';
import { CHAT_NAMESPACE, type ChatAdmission, type ChatMember, relay } from './chat-session.js';
import { sessionToken } from './ids.js';

/** How often the mock pings, and how long the client waits past that (Socket.IO's defaults). */
const PING_INTERVAL_MS = 25_000;
const PING_TIMEOUT_MS = 20_000;
const MAX_PAYLOAD = 1_000_000;

type Frame = string | ArrayBuffer | ArrayBufferView;
const encoder = new Encoder();

/** An Engine.IO packet as the frame Engine.IO's own encoder makes of it. */
function frameOf(packet: EnginePacket): Frame {
  let frame: Frame = '';
  // Synchronous for strings and buffers (only a Blob in a browser would not be).
  encodePacket(packet, true, (encoded) => {
    frame = encoded as Frame;
  });
  return frame;
}

/** A Socket.IO packet as the Engine.IO `message` frames Socket.IO's encoder makes of it. */
const framesOf = (packet: Packet): Frame[] => encoder.encode(packet).map((data) => frameOf({ type: 'message', data }));

export interface MswChat {
  handler: WebSocketHandler;
  /** Disconnects every chat client (a reset ends their sessions). */
  disconnectAll(): void;
}

/**
 * The chat for clients of `origin` (`http://platform.mock`): socket.io-client opens
 * `ws://platform.mock/socket.io/?EIO=4&transport=websocket&token=…&conversationId=…`. `admit`
 * waits for the mock to be ready and applies the chat's gate to the handshake query.
 */
export function createMswChat(
  origin: string,
  admit: (query: Record<string, string>) => Promise<ChatAdmission>,
): MswChat {
  // A `ws.link` ending in `/socket.io/` does not match in msw 3.0.5; the origin's wildcard does,
  // and any other path on it is closed below.
  const link = ws.link(`${origin.replace(/^http/, 'ws')}/*`);
  const members = new Set<ChatMember>();
  const room = (conversationId: string) => [...members].filter((m) => m.session.conversationId === conversationId);

  const handler = link.addEventListener('connection', ({ client }) => {
    const { pathname, searchParams } = client.url;
    if (pathname !== '/socket.io/' || searchParams.get('EIO') !== '4' || searchParams.get('transport') !== 'websocket')
      return client.close(1008, 'Only Socket.IO (EIO=4) over WebSocket is served here');
    let member: ChatMember | undefined;
    const sendFrame = (frame: Frame) => client.send(frame as string);
    const send = (packet: Packet) => {
      for (const frame of framesOf(packet)) sendFrame(frame);
    };
    const ping = setInterval(() => sendFrame(frameOf({ type: 'ping' })), PING_INTERVAL_MS);
    /** Out of the room: the namespace's disconnect; the socket may stay open (and pinged). */
    const leave = () => {
      if (member) members.delete(member);
      member = undefined;
    };
    const drop = () => {
      clearInterval(ping);
      leave();
    };
    client.addEventListener('close', drop);
    const open = { sid: sessionToken(), upgrades: [], pingInterval: PING_INTERVAL_MS, pingTimeout: PING_TIMEOUT_MS };
    sendFrame(frameOf({ type: 'open', data: JSON.stringify({ ...open, maxPayload: MAX_PAYLOAD }) }));

    /** The namespace's connect, which events sent after it wait for. */
    let connecting: Promise<void> = Promise.resolve();
    const connect = async (nsp: string) => {
      const refuse = (message: string) => send({ type: PacketType.CONNECT_ERROR, nsp, data: { message } });
      if (nsp !== CHAT_NAMESPACE) return refuse('Invalid namespace');
      if (member) return;
      const admission = await admit(Object.fromEntries(searchParams));
      if ('refused' in admission) return refuse(admission.refused);
      const { session } = admission;
      const joined: ChatMember = {
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
      };
      member = joined;
      members.add(joined);
      send({ type: PacketType.CONNECT, nsp, data: { sid: sessionToken() } });
      send({ type: PacketType.EVENT, nsp, data: ['history', session.history()] });
    };

    const onPacket = (packet: Packet) => {
      if (packet.type === PacketType.CONNECT)
        // A mock that failed to start refuses the connection rather than leave it waiting.
        connecting = connect(packet.nsp).catch(() =>
          send({ type: PacketType.CONNECT_ERROR, nsp: packet.nsp, data: { message: 'the mock failed to start' } }),
        );
      else if (packet.type === PacketType.DISCONNECT) leave();
      else if (
        (packet.type === PacketType.EVENT || packet.type === PacketType.BINARY_EVENT) &&
        packet.nsp === CHAT_NAMESPACE
      )
        // What the rooms threw beyond a refusal: a 500's body on the ack, as REST answers it.
        onEvent(packet).catch(() => ack(packet.id, { error: { message: 'Internal server error', code: 'INTERNAL' } }));
    };
    // Socket.IO's own decoder: it joins a binary event's attachments (sent as frames of their own)
    // to its placeholders, and reads namespaces and acknowledgement ids as the protocol defines them.
    const newDecoder = () => new Decoder().on('decoded', onPacket);
    let decoder = newDecoder();

    client.addEventListener('message', ({ data }) => {
      const packet = decodePacket(data as string, 'arraybuffer');
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

    const ack = (id: number | undefined, answer: unknown) =>
      id !== undefined && send({ type: PacketType.ACK, nsp: CHAT_NAMESPACE, data: [answer], id });
    const onEvent = async ({ id, data }: Packet) => {
      await connecting;
      const sender = member;
      const [event, incoming] = Array.isArray(data) ? data : [];
      if (!sender || event !== 'chat') return;
      const { session } = sender;
      relay(session, incoming, room(session.conversationId), (answer) => ack(id, answer), sender.end);
    };
  });

  return {
    handler,
    disconnectAll: () => {
      for (const member of [...members]) member.end();
    },
  };
}
