import type { Plugin } from 'esbuild';
export declare const keepImportMeta: Plugin;
