export { DashboardPanel, type DashboardPanelProps } from './dashboard-panel';
