// The chat under MSW (issue 35): a `ws.link` handler speaking as much of Socket.IO v4 (Engine.IO
// protocol 4, Socket.IO protocol 5) over one WebSocket as socket.io-client needs for namespace
// `/chat`: the open packet, pings, the namespace's connect (refused as the Socket.IO door refuses
// it), events both ways and acknowledgements. The rules are ./chat-session.ts's, as for the
// Socket.IO door (./chat.ts); only the wire is here. @mswjs/socket.io-binding does not fit: it
// speaks only the `/` namespace, drops acknowledgements and cannot refuse a connection.
import { ws, type WebSocketHandler } from 'msw';
import { CHAT_NAMESPACE, type ChatAdmission, type ChatSession } from './chat-session.js';
import { sessionToken } from './ids.js';

/** How often the mock pings, and how long the client waits past that (Socket.IO's defaults). */
const PING_INTERVAL_MS = 25_000;
const PING_TIMEOUT_MS = 20_000;
const MAX_PAYLOAD = 1_000_000;

// Engine.IO packet types, then Socket.IO's (inside an Engine.IO `message`).
const EIO = { open: '0', close: '1', ping: '2', pong: '3', message: '4' } as const;
const SIO = { connect: '0', disconnect: '1', event: '2', ack: '3', connectError: '4' } as const;

/** A Socket.IO packet as a client sends it: `2/chat,7["chat",{…}]`. */
interface Packet {
  type: string;
  nsp: string;
  id?: number;
  data?: unknown;
}

/** A Socket.IO packet's text (binary packets, types 5 and 6, are not read: the chat sends JSON). */
function decode(text: string): Packet | undefined {
  const match = /^([0-4])(\/[^,]*,)?(\d+)?(.*)$/s.exec(text);
  if (!match) return undefined;
  const [, type, nsp, id, json] = match as unknown as [string, string, string | undefined, string | undefined, string];
  let data: unknown;
  try {
    data = json ? JSON.parse(json) : undefined;
  } catch {
    return undefined;
  }
  return { type, nsp: nsp ? nsp.slice(0, -1) : '/', id: id === undefined ? undefined : Number(id), data };
}

const encode = (type: string, nsp: string, data?: unknown, id?: number) =>
  `${EIO.message}${type}${nsp === '/' ? '' : `${nsp},`}${id ?? ''}${data === undefined ? '' : JSON.stringify(data)}`;

/** One client's end of the conversation room. */
interface Member {
  session: ChatSession;
  send(text: string): void;
  /** Sends the namespace's disconnect and closes the socket, as Socket.IO's `disconnect(true)`. */
  end(): void;
}

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
  const members = new Set<Member>();
  const room = (conversationId: string) => [...members].filter((m) => m.session.conversationId === conversationId);

  const handler = link.addEventListener('connection', ({ client }) => {
    const { pathname, searchParams } = client.url;
    if (pathname !== '/socket.io/' || searchParams.get('EIO') !== '4' || searchParams.get('transport') !== 'websocket')
      return client.close(1008, 'Only Socket.IO (EIO=4) over WebSocket is served here');
    let member: Member | undefined;
    const send = (text: string) => client.send(text);
    const ping = setInterval(() => send(EIO.ping), PING_INTERVAL_MS);
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
    send(
      `${EIO.open}${JSON.stringify({ sid: sessionToken(), upgrades: [], pingInterval: PING_INTERVAL_MS, pingTimeout: PING_TIMEOUT_MS, maxPayload: MAX_PAYLOAD })}`,
    );

    let session: ChatSession | undefined;
    /** The namespace's connect, which events sent after it wait for. */
    let connecting: Promise<void> = Promise.resolve();
    const connect = async (nsp: string) => {
      const refuse = (message: string) => send(encode(SIO.connectError, nsp, { message }));
      if (nsp !== CHAT_NAMESPACE) return refuse('Invalid namespace');
      if (member) return;
      const admission = await admit(Object.fromEntries(searchParams));
      if ('refused' in admission) return refuse(admission.refused);
      session = admission.session;
      const joined: Member = {
        session,
        send,
        end: () => {
          send(encode(SIO.disconnect, nsp));
          drop();
          // After the packet is delivered: MSW drops a frame still queued when the socket closes,
          // and the client would then take the close for a lost connection and reconnect.
          setTimeout(() => client.close());
        },
      };
      member = joined;
      members.add(joined);
      send(encode(SIO.connect, nsp, { sid: sessionToken() }));
      send(encode(SIO.event, nsp, ['history', session.history()]));
    };

    client.addEventListener('message', ({ data }) => {
      if (typeof data !== 'string') return;
      if (data === EIO.pong) return;
      if (data === EIO.close) return void client.close();
      if (!data.startsWith(EIO.message)) return;
      const packet = decode(data.slice(1));
      if (!packet) return;
      if (packet.type === SIO.connect)
        // A mock that failed to start refuses the connection rather than leave it waiting.
        connecting = connect(packet.nsp).catch(() =>
          send(encode(SIO.connectError, packet.nsp, { message: 'the mock failed to start' })),
        );
      else if (packet.type === SIO.disconnect) leave();
      else if (packet.type === SIO.event && packet.nsp === CHAT_NAMESPACE)
        onEvent(packet).catch(() => {
          // What the rooms threw beyond a refusal: a 500's body on the ack, as REST answers it.
          const internal = { error: { message: 'Internal server error', code: 'INTERNAL' } };
          if (packet.id !== undefined) send(encode(SIO.ack, CHAT_NAMESPACE, [internal], packet.id));
        });
    });

    const onEvent = async ({ id, data }: Packet) => {
      await connecting;
      const current = session;
      const [event, incoming] = Array.isArray(data) ? data : [];
      if (!current || !member || event !== 'chat') return;
      const sender = member;
      const outcome = current.post(incoming);
      // Every member is checked first: one whose session has ended is disconnected, not told.
      if ('message' in outcome)
        for (const m of room(current.conversationId)) {
          if (m.session.live()) m.send(encode(SIO.event, CHAT_NAMESPACE, ['chat', outcome.message]));
          else m.end();
        }
      if (id !== undefined)
        send(
          encode(
            SIO.ack,
            CHAT_NAMESPACE,
            ['message' in outcome ? { message: outcome.message } : { error: outcome.error }],
            id,
          ),
        );
      if ('ended' in outcome) sender.end();
    };
  });

  return {
    handler,
    disconnectAll: () => {
      for (const member of [...members]) member.end();
    },
  };
}
