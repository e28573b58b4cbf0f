/** What a synchronous call throws, or undefined when it returns: for asserting on the error itself. */
export function catchSync(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  return undefined;
}
