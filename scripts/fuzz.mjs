// npm run fuzz — the OpenAPI-driven fuzzer in full (issue #22 point 3): 10,000 generated and mutated requests over
// every operation of the published document, as ADMIN, AGENT, CLIENT and anonymous, in-process (buildApp + inject
// on an in-memory PGlite with the demo data; no server, no network). Prints the counts per status class and per
// operation, then every problem found; exits 1 when there is one. `npm test` runs the same with a small count
// (apps/api/src/fuzz/fuzz.test.ts).
//
//   FUZZ_REQUESTS (default 10000)   how many requests
//   FUZZ_SEED (default 22)          fast-check's seed: the same seed sends the same requests
//   FUZZ_ONLY                       a regular expression on "METHOD /path" to fuzz some operations only
import { DOCUMENT_PUBLIC_URL, fetchDocument } from '../apps/api/src/fuzz/document.ts';
import { formatReport, fuzz } from '../apps/api/src/fuzz/run.ts';
import { standaloneApp } from '../apps/api/src/fuzz/standalone.ts';
import { seedWorld } from '../apps/api/src/fuzz/world.ts';

const requests = Number(process.env.FUZZ_REQUESTS ?? 10_000);
const seed = Number(process.env.FUZZ_SEED ?? 22);
const only = process.env.FUZZ_ONLY ? new RegExp(process.env.FUZZ_ONLY) : undefined;

const started = Date.now();
const { app, close } = await standaloneApp({ publicUrl: DOCUMENT_PUBLIC_URL });
let report;
try {
  const world = await seedWorld(app);
  report = await fuzz(app, world, await fetchDocument(app), { requests, seed, only });
} finally {
  await close();
}
console.log(formatReport(report));
console.log(`seed ${seed}, ${((Date.now() - started) / 1000).toFixed(0)} s`);
process.exit(report.problems.length === 0 ? 0 : 1);
