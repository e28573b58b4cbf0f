// The mock's server-side dependencies are optional peers of the package: a user who never runs
// the mock installs none of them. Loading one that is missing names it and its install command.

const INSTALL = 'npm install --save-dev ajv qs socket.io @faker-js/faker';

type Peer = 'ajv' | 'qs' | 'socket.io' | '@faker-js/faker/locale/en' | '@faker-js/faker/locale/de';
const packageOf = (name: Peer) => (name.startsWith('@faker-js/faker') ? '@faker-js/faker' : name);

/**
 * The peer `name`, loaded by `load` when given: a literal `import('ajv')` at the call
 * site, which a bundler (a browser build of the mock) can follow where `import(name)` is opaque.
 */
export async function loadPeer<T>(name: Peer, load: () => Promise<unknown> = () => import(name)): Promise<T> {
  try {
    return (await load()) as T;
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'ERR_MODULE_NOT_FOUND' || code === 'MODULE_NOT_FOUND') {
      const missing = `platform-client/mock needs the package "${packageOf(name)}", which is not installed.`;
      throw new Error(`${missing} Install it with: ${INSTALL}`, { cause: error });
    }
    throw error;
  }
}
