export { ProcessLists, type ProcessListsProps } from './process-lists';
