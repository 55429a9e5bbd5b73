import { firstReadsTable } from './first-reads';

/*
 * What the build (build/page-start.ts) takes from the app, through Vite's module runner: the runner
 * closes once the import has settled, so the first reads (which load the route modules) are
 * recorded while this module loads.
 */
export const FIRST_READS = await firstReadsTable();
export { pageStartTable } from './page-start-table';
export { pageStartScript } from './page-start-script';
