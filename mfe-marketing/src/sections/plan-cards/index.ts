export { PlanCards, type PlanCardsProps } from './plan-cards';
