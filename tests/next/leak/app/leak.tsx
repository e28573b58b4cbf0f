'use client';
// Wrong on purpose: the private key would reach every visitor's browser. The build must fail.
import { createPrivateClient } from 'platform-client/private';

export function Leak() {
  const client = createPrivateClient({ baseUrl: 'http://127.0.0.1:1/private', privateApiKey: 'sk_secret' });
  return <p>{client.kind}</p>;
}
