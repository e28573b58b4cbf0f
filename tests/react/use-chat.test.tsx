// @vitest-environment happy-dom
// useChat under <StrictMode>, as `npm start` runs the console, against the mock platform's real
// Socket.IO endpoint: StrictMode mounts, cleans up and mounts again, and the discarded first
// connection's connect() rejection ("disconnected while connecting") must not land on the second.
import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import { StrictMode, useState } from 'react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdminClient, type AdminClient } from '../../src/index.js';
import { startMockPlatform, type MockPlatform } from '../../mock/index.js';
import { useChat } from '../../src/react/index.js';

let mock: MockPlatform;
let staff: AdminClient;
let conversationId: string;
let otherConversationId: string;

beforeAll(async () => {
  mock = await startMockPlatform();
  staff = await createAdminClient({ baseUrl: mock.urls.admin, projectId: mock.projectId, ...mock.credentials.admin });
  const { data } = await staff.GET('/v2/conversations');
  [conversationId, otherConversationId] = data.data.map((c) => c._id) as [string, string];
});
afterAll(async () => {
  await mock?.close();
});

const options = (conversation: string) => ({
  url: mock.urls.chat,
  token: staff.session!.accessToken,
  conversationId: conversation,
  transports: ['websocket' as const],
});

const texts = async (conversation: string) =>
  (await staff.GET('/conversations/{id}/messages', { params: { path: { id: conversation } } })).data.data.map(
    (m) => m.text,
  );

describe('useChat under StrictMode', () => {
  it('connects, shows the history, sends a message that comes back, and shows no error', async () => {
    const { result, unmount } = renderHook(() => useChat(options(conversationId)), { wrapper: StrictMode });
    await waitFor(() => expect(result.current.status).toBe('connected'));
    await waitFor(() => expect(result.current.messages.length).toBeGreaterThan(0));
    const history = (await texts(conversationId)).sort();
    expect(result.current.messages.map((m) => m.text).sort()).toEqual(history);
    // The first mount's connection was discarded while connecting; its rejection came and went.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(result.current.error).toBeUndefined();

    act(() => result.current.send({ text: 'Sent under StrictMode' }));
    await waitFor(() => expect(result.current.messages.map((m) => m.text)).toContain('Sent under StrictMode'));
    expect(result.current.messages.filter((m) => m.text === 'Sent under StrictMode')).toHaveLength(1);
    expect(await texts(conversationId)).toContain('Sent under StrictMode');
    expect(result.current.error).toBeUndefined();
    unmount();
  });

  it('a person switching conversations sees only the new one, and no error from the one left', async () => {
    function Chat() {
      const [conversation, setConversation] = useState(conversationId);
      const chat = useChat(options(conversation));
      return (
        <>
          <button type="button" onClick={() => setConversation(otherConversationId)}>
            other
          </button>
          <p>status: {chat.status}</p>
          <p>error: {chat.error?.message ?? 'none'}</p>
          <ul>
            {chat.messages.map((m) => (
              <li key={m._id}>{m.text}</li>
            ))}
          </ul>
        </>
      );
    }
    const view = render(
      <StrictMode>
        <Chat />
      </StrictMode>,
    );
    await screen.findByText('status: connected');
    // Leave at once, while the first conversation may still be connecting or sending history.
    act(() => screen.getByRole('button', { name: 'other' }).click());
    await screen.findByText('status: connected');
    const expected = (await texts(otherConversationId)).filter(Boolean).sort();
    await waitFor(() =>
      expect(
        screen
          .queryAllByRole('listitem')
          .map((li) => li.textContent)
          .sort(),
      ).toEqual(expected),
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.getByText('error: none')).toBeTruthy();
    view.unmount();
  });

  it('still shows a real connection error: a refused token', async () => {
    const { result, unmount } = renderHook(() => useChat({ ...options(conversationId), token: 'not-a-token' }), {
      wrapper: StrictMode,
    });
    await waitFor(() => expect(result.current.error?.name).toBe('ChatAuthError'));
    expect(result.current.status).toBe('disconnected');
    unmount();
  });
});
