/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The admin surface, default http://127.0.0.1:4010/admin (the mock). */
  readonly VITE_ADMIN_URL?: string;
  /** The public surface, default http://127.0.0.1:4010/public. */
  readonly VITE_PUBLIC_URL?: string;
  /** The end-user surface, default http://127.0.0.1:4010/enduser. */
  readonly VITE_ENDUSER_URL?: string;
  /** The Socket.IO chat endpoint, default http://127.0.0.1:4010/chat. */
  readonly VITE_CHAT_URL?: string;
  /** The project API key the public and end-user clients send, default pk_mock. */
  readonly VITE_PUBLIC_API_KEY?: string;
  /** The project the admin works on, default the mock's. */
  readonly VITE_PROJECT_ID?: string;
  /** The mock's demo accounts as JSON (`npm start` sets it), offered on the sign-in page. */
  readonly VITE_MOCK_ACCOUNTS?: string;
  /** The chat's connect timeout in ms, default 10000. */
  readonly VITE_CHAT_CONNECT_TIMEOUT?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
