// Where the console finds the platform. Every URL can be moved with a VITE_ variable at build
// or dev time; the defaults are where `npm run mock` (and `npm start`) serve the mock platform.
// In mode "demo" (`npm run demo`) the platform is the mock in this page, started by the demo's
// entry (demo-main.ts) before the console loads; its settings are read here.
const demo = import.meta.env.MODE === 'demo';
const env: ImportMetaEnv = demo ? await (await import('./demo')).startDemoPlatform() : import.meta.env;
const mock = 'http://127.0.0.1:4010';

/** An account the sign-in page offers (the mock platform's demo accounts). */
export interface DemoAccount {
  label: string;
  surface: 'admin' | 'enduser';
  email: string;
  password: string;
}

function demoAccounts(raw: string | undefined): DemoAccount[] {
  if (!raw) return [];
  try {
    const parsed = JSON.parse(raw) as DemoAccount[];
    return Array.isArray(parsed)
      ? parsed.filter((a) => a && typeof a.email === 'string' && typeof a.password === 'string')
      : [];
  } catch {
    return [];
  }
}

export const config = {
  adminUrl: env.VITE_ADMIN_URL || `${mock}/admin`,
  publicUrl: env.VITE_PUBLIC_URL || `${mock}/public`,
  enduserUrl: env.VITE_ENDUSER_URL || `${mock}/enduser`,
  chatUrl: env.VITE_CHAT_URL || `${mock}/chat`,
  publicApiKey: env.VITE_PUBLIC_API_KEY || 'pk_mock',
  /** The project every admin call is about. */
  projectId: env.VITE_PROJECT_ID || '65f1c0a2e4b0a1b2c3d4e5f6',
  accounts: demoAccounts(env.VITE_MOCK_ACCOUNTS),
  chatConnectTimeout: Number(env.VITE_CHAT_CONNECT_TIMEOUT) || 10_000,
  /** The platform is the mock in this page (`npm run demo`): it, and so a session, ends with the page. */
  demo,
} as const;
