export * from './users';
export * from './identifications';
export * from './subscriptions';
export * from './admin';
export * from './taxa';
export * from './catalogue';
export * from './sharing';
export * from './ai-usage';
