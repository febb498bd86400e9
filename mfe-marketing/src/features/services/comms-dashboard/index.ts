export { CommsDashboard, type CommsDashboardProps } from './comms-dashboard';
