import type { DashboardGroup } from '../../../content/services/internal-communications';
import { IconBadge } from '../../../sections/icon-badge';
import { StatCards, type StatItem } from '../../../sections/stat-cards';
import {
  StyledDashboardFrame,
  StyledDashboardGroups,
  StyledDashboardTopBar,
  StyledGroup,
  StyledGroupHeader,
  StyledGroupItems,
  StyledStatsRow,
} from './comms-dashboard.styles';

export interface CommsDashboardProps {
  groups: readonly DashboardGroup[];
  stats: readonly StatItem[];
  /** Name of the mock-up window. */
  label: string;
}

/** The communications dashboard: three groups of capabilities in an app-like frame, then the figures. */
export const CommsDashboard = ({ groups, stats, label }: CommsDashboardProps) => (
  <>
    <StyledDashboardFrame role="group" aria-label={label}>
      <StyledDashboardTopBar aria-hidden="true">
        <span />
        <span />
        <span />
        <strong>{label}</strong>
      </StyledDashboardTopBar>
      <StyledDashboardGroups>
        {groups.map((group) => (
          <StyledGroup key={group.title}>
            <StyledGroupHeader>
              <IconBadge icon={group.icon} tone="info" />
              <h3>{group.title}</h3>
            </StyledGroupHeader>
            <StyledGroupItems>
              {group.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </StyledGroupItems>
          </StyledGroup>
        ))}
      </StyledDashboardGroups>
    </StyledDashboardFrame>
    <StyledStatsRow>
      <StatCards items={stats} />
    </StyledStatsRow>
  </>
);
