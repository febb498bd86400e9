export { AudienceDashboard, AudienceDashboardDemo, type AudienceDashboardProps } from './audience-dashboard';
export { audienceDashboard } from './audience-dashboard-sample';
