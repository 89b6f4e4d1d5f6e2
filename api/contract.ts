export type { App } from './src/app';
