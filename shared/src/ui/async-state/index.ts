export { AsyncState, EmptyMessage, type AsyncStateProps } from './async-state';
