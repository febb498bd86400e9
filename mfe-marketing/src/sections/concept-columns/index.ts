export { ConceptColumns, type ConceptColumn } from './concept-columns';
