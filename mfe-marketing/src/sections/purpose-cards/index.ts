export { PurposeCards, type PurposeCard } from './purpose-cards';
