export { renderStandalone, StandaloneApp, type StandalonePage } from './standalone-app';
