/*
 * How the service process starts, wherever it is started: `npm run serve` (package.json spells the
 * same words), `npm run dev`, the tests that kill it, Playwright and the bench. Under the order
 * stream each request allocates about 90 KB that lives a few turns of the event loop; with V8's
 * default 16 MB semi-spaces much of it survives two scavenges and is promoted, and the old
 * generation then needs a major GC (20–60 ms with the loop stopped, on this 2-core machine) every
 * few seconds. 64 MB semi-spaces let it die young (BENCHMARKS.md, the open-loop rows). V8 reads
 * the flag only when the process starts.
 */
export const SERVICE_ARGS = ['--max-semi-space-size=64', '--import', 'tsx', 'server/main.ts'];
