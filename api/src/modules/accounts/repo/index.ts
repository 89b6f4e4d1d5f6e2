export * from './login-failures';
export * from './sessions';
export * from './users';
