// Where the console finds the platform. Every URL can be moved with a VITE_ variable at build
// or dev time; the defaults are the ports `npm run mock` (and `npm start`) listen on.
const env = import.meta.env;

export const config = {
  adminUrl: env.VITE_ADMIN_URL || 'http://127.0.0.1:4010',
  publicUrl: env.VITE_PUBLIC_URL || 'http://127.0.0.1:4011',
  enduserUrl: env.VITE_ENDUSER_URL || 'http://127.0.0.1:4013',
  chatUrl: env.VITE_CHAT_URL || 'http://127.0.0.1:4014',
  publicApiKey: env.VITE_PUBLIC_API_KEY || 'pk_mock',
  /** The project every admin call is about. */
  projectId: '65f1c0a2e4b0a1b2c3d4e5f6',
  /** The end-user session the holiday view reuses (the mock takes any). */
  endUserSessionId: 'mock-session',
} as const;
