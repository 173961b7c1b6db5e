export * from './users';
export * from './auth';
export * from './credits';
export * from './billing';
export * from './uploads';
export * from './chat';
export * from './tasks';
export * from './bots';
