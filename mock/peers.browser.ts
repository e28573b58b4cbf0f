// ./peers.ts in a browser: the peers are bundled with the page (each call site names its peer in
// a literal `import()`, which the bundler follows), so there is nothing to install or name here.
// See ./contracts.browser.ts for how the swap is made.

type Peer = 'ajv' | 'qs' | 'socket.io' | '@faker-js/faker/locale/en' | '@faker-js/faker/locale/de';

export async function loadPeer<T>(name: Peer, load?: () => Promise<unknown>): Promise<T> {
  if (!load) throw new Error(`platform-client/mock: ${name} is not bundled for the browser.`);
  return (await load()) as T;
}
