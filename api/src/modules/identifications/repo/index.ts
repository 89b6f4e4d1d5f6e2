export * from './admin-lists';
export * from './publication';
export * from './quota';
export * from './rows';
