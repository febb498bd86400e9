export { ValueCards, type ValueCard } from './value-cards';
