import type { LucideIcon } from 'lucide-react';
import { IconBadge } from '../icon-badge';
import { StatCards, type StatItem } from '../stat-cards';
import {
  StyledDashboardFrame,
  StyledDashboardGroups,
  StyledDashboardTopBar,
  StyledGroup,
  StyledGroupHeader,
  StyledGroupItems,
  StyledStatsRow,
} from './dashboard-panel.styles';

/** A titled group of the panel, with its icon. */
export interface DashboardGroup {
  icon?: LucideIcon;
  title: string;
  items: readonly string[];
}

export interface DashboardPanelProps {
  groups: readonly DashboardGroup[];
  stats: readonly StatItem[];
  /** Name of the mock-up window. */
  label: string;
}

/** An app-like window with groups of capabilities (the communications dashboard), then the figures. */
export const DashboardPanel = ({ groups, stats, label }: DashboardPanelProps) => (
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
              {group.icon ? <IconBadge icon={group.icon} tone="info" /> : null}
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
    {stats.length > 0 ? (
      <StyledStatsRow>
        <StatCards items={stats} />
      </StyledStatsRow>
    ) : null}
  </>
);
