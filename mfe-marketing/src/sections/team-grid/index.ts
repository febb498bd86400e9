export { TeamGrid } from './team-grid';
