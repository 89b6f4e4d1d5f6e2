export * from './admin-lists';
export * from './quota';
export * from './rows';
