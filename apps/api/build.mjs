// Bundles the server's own code (and @agency/shared) into server.js and its chunks; dependencies stay in
// node_modules. A start then skips on-the-fly TypeScript compilation: the warm-start budget is 3 s.
import { build } from 'esbuild';
import { serverBuildOptions } from './build-options.mjs';

await build(serverBuildOptions);
