// Prism in-process on one bundled contract (a file path or the parsed document), validating
// requests and security, on a loopback port (0: a free one). The tests and the tarball smoke
// test both use it.
import { createLogger } from '@stoplight/prism-core';
import { getHttpOperationsFromSpec } from '@stoplight/prism-http';
import { createServer } from '@stoplight/prism-http-server';

/**
 * prism serving one contract (a path or a parsed document) on loopback, validating requests and
 * answering with the contract's examples.
 * @param {string | object} document
 * @param {{ port?: number, cors?: boolean }} [options]
 * @returns {Promise<{ url: string, close(): Promise<void> }>}
 */
export async function startPrismServer(document, { port = 0, cors = true } = {}) {
  const operations = await getHttpOperationsFromSpec(
    typeof document === 'string' ? document : structuredClone(document),
  );
  const server = createServer(operations, {
    cors,
    components: { logger: createLogger('prism', { level: 'silent' }) },
    config: {
      isProxy: false,
      validateRequest: true,
      validateResponse: true,
      checkSecurity: true,
      errors: false,
      upstreamProxy: undefined,
      mock: { dynamic: false },
    },
  });
  const url = await server.listen(port, '127.0.0.1');
  return { url, close: () => server.close() };
}
