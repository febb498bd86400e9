export { LogoCards, type LogoCardsProps } from './logo-cards';
