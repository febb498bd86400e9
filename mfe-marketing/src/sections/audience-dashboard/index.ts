export { AudienceDashboard, type AudienceDashboardProps } from './audience-dashboard';
export { audienceDashboard } from './audience-dashboard-sample';
