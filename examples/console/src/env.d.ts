/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The admin surface, default http://127.0.0.1:4010 (the mock). */
  readonly VITE_ADMIN_URL?: string;
  /** The public surface, default http://127.0.0.1:4011. */
  readonly VITE_PUBLIC_URL?: string;
  /** The end-user surface, default http://127.0.0.1:4013. */
  readonly VITE_ENDUSER_URL?: string;
  /** The Socket.IO chat endpoint, default http://127.0.0.1:4014. */
  readonly VITE_CHAT_URL?: string;
  /** The project API key the public and end-user clients send, default pk_mock. */
  readonly VITE_PUBLIC_API_KEY?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
