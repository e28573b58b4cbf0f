'use client';
// Wrong on purpose, through the root entry: a browser bundle's root has no createPrivateClient.
import { createPrivateClient } from 'platform-client';

export function LeakFromRoot() {
  const client = createPrivateClient({ baseUrl: 'http://127.0.0.1:1/private', privateApiKey: 'sk_secret' });
  return <p>{client.kind}</p>;
}
