/**
 * A module loaded at its first use, then kept: `const sdk = lazyImport(() => import('heavy'))`, then `await sdk()`.
 * The server's bundle makes each such import a chunk of its own (apps/api/build.mjs), so a dependency only some
 * requests need (PDFs, images, mail, S3, Stripe) costs nothing at start (issue #22: healthy within 3 s). A failed
 * load is not kept: the next use tries again.
 */
export function lazyImport<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
}
