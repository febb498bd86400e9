export { ClientLogos, ClientLogoGrid, type ClientLogosProps } from './client-logos';
