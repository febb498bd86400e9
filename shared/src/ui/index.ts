export * from './button';
export * from './spinner';
export * from './async-state';
export * from './remote-boundary';
export * from './seo';
export * from './layout';
export * from './consultancy-button';
export * from './carousel';
