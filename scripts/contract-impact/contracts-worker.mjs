// The contract side of a comparison, on another thread while the app is type-checked on this
// one: the SDK's code printed from both sets of bundles (first: the checker waits for it), then the
// contract diff (api-smart-diff takes a second or two per surface). Both are pure JavaScript work
// on the bundles, so a run takes about as long as its type-check alone.
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { contractChanges } from './changes.mjs';
import { declarationFiles } from './declarations.mjs';

/**
 * @param {{ beforeDocs: Record<string, object>, afterDocs: Record<string, object>, onDisk: Record<string, object> }} input
 *   the two sets of bundles and those generated/ was generated from
 * @returns {{ files: Promise<{ before: Record<string, string>, after: Record<string, string> }>, changes: Promise<Array<import('../contract-diff/compare.mjs').Change & { surface: string }>>, cpu: { seconds?: number } }}
 */
export function contractWork(input) {
  const worker = new Worker(new URL(import.meta.url), { workerData: input });
  /** The worker's CPU time once it is done (Node 23.9 and later report a thread's own). */
  const cpu = { seconds: undefined };
  let settle;
  const files = new Promise((resolve, reject) => {
    settle = { resolve, reject };
  });
  const changes = new Promise((resolve, reject) => {
    worker.on('message', (message) => {
      if (message.files) settle.resolve(message.files);
      if (message.changes) {
        cpu.seconds = message.cpuSeconds;
        resolve(message.changes);
      }
    });
    worker.on('error', (error) => {
      settle.reject(error);
      reject(error);
    });
  });
  // Nobody may wait for the files (a caller that needs only the diff): no unhandled rejection.
  files.catch(() => {});
  return { files, changes, cpu };
}

if (!isMainThread && workerData?.beforeDocs) {
  const { beforeDocs, afterDocs, onDisk } = workerData;
  const before = await declarationFiles(beforeDocs, onDisk);
  const after = await declarationFiles(afterDocs, onDisk);
  parentPort.postMessage({ files: { before, after } });
  const changes = contractChanges(beforeDocs, afterDocs);
  const used = process.threadCpuUsage?.();
  parentPort.postMessage({ changes, cpuSeconds: used && (used.user + used.system) / 1e6 });
}
