// Issue 44, item 2: the MSW chat door reads and writes its frames through engine.io-parser and
// socket.io-parser, not a regex and string concatenation. At 7ccdd89 a binary event (type 5, its
// attachment in a frame of its own, a `{ _placeholder: true, num: 0 }` in its place) carrying an
// acknowledgement id was not read at all: the regex took only types 0-4, and no ack came back.
import { Decoder, Encoder, PacketType } from 'socket.io-parser';
import { describe, expect, it } from 'vitest';
import { bareSocket, endUserInChat, mswChatPerFile } from '../support/msw-chat.js';

const mock = mswChatPerFile();

/** A bare WebSocket speaking Socket.IO's frames as its own encoder and decoder make and read them. */
async function open(token: string, conversationId: string) {
  const { socket, raw, until } = bareSocket(
    `/socket.io/?EIO=4&transport=websocket&token=${token}&conversationId=${conversationId}`,
  );
  const packets: Array<{ type: number; nsp: string; id?: number; data?: unknown }> = [];
  const decoder = new Decoder();
  decoder.on('decoded', (packet) => packets.push(packet));
  socket.addEventListener('message', ({ data }) => {
    if (typeof data === 'string' && data.startsWith('4')) decoder.add(data.slice(1));
  });
  await new Promise((resolve) => socket.addEventListener('open', resolve));
  const send = (packet: { type: PacketType; nsp: string; id?: number; data?: unknown }) => {
    for (const part of new Encoder().encode(packet))
      socket.send(typeof part === 'string' ? `4${part}` : (part as Uint8Array));
  };
  return { socket, packets, raw, send, until };
}

describe('the MSW chat frames', () => {
  it('reads a binary event with an acknowledgement id, its placeholder joined to the attachment, and acks it by id', async () => {
    const { user, conversationId } = await endUserInChat(mock);
    const chat = await open(user.session!.sessionId, conversationId);
    chat.send({ type: PacketType.CONNECT, nsp: '/chat' });
    await chat.until(() =>
      chat.packets.some((p) => p.type === PacketType.EVENT && (p.data as string[])[0] === 'history'),
    );

    // `451-/chat,17["chat",{"text":"With a file","file":{"_placeholder":true,"num":0}}]`, then the bytes.
    chat.send({
      type: PacketType.EVENT,
      nsp: '/chat',
      id: 17,
      data: ['chat', { text: 'With a file', file: new Uint8Array([1, 2, 3]) }],
    });
    await chat.until(() => chat.packets.some((p) => p.type === PacketType.ACK));
    const ack = chat.packets.find((p) => p.type === PacketType.ACK)!;
    expect(ack).toMatchObject({ nsp: '/chat', id: 17, data: [{ message: { text: 'With a file', conversationId } }] });
    // The frame as socket.io-parser's encoder writes it: namespace, then the id, then the JSON.
    expect(chat.raw.find((frame) => frame.startsWith('43'))).toMatch(/^43\/chat,17\[\{"message":/);
    expect(chat.packets.find((p) => p.type === PacketType.EVENT && (p.data as string[])[0] === 'chat')).toMatchObject({
      data: ['chat', { text: 'With a file' }],
    });
    chat.socket.close();
  });
});
