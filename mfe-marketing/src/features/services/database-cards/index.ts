export { DatabaseCards, type DatabaseCardsProps } from './database-cards';
