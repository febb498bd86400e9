export { UseCaseCards, type UseCaseCardsProps, type UseCaseItem } from './use-case-cards';
