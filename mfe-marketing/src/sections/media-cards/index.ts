export { MediaCards, type MediaCardsProps } from './media-cards';
