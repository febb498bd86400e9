export * from './paths';
export * from './site-config';
export * from './runtime-config';
