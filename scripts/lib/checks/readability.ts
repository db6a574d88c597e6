/** The build's reading-grade measure (src/generator/checks/readability.ts), for `npm run readability`. */
export { proseBlocks, readability, type Readability } from '../../../src/generator/checks/readability.ts';
