export * from './admin-lists';
export * from './publication';
export * from './published';
export * from './quota';
export * from './rows';
export * from './life-list';
export * from './reservations';
export * from './photos';
