export { AudienceDashboard, type AudienceDashboardProps } from './audience-dashboard';
