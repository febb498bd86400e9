export { LinkCards, type LinkCardsProps } from './link-cards';
