import { firstReadsTable } from '../src/app/boot/page-start';

// What page-start.ts loads through Vite's module runner, which closes once the import has settled:
// the first reads (their recording loads the route modules) are taken while this module loads.
export const FIRST_READS = await firstReadsTable();
export { pageStartScript, pageStartTable } from '../src/app/boot/page-start';
