import { Container, EmptyMessage, Spinner } from '@linx/shared';
import { useState } from 'react';
import { analyticsCopy, RANGE_DAYS, type RangeDays } from '../../../content/analytics-page';
import type { Stats } from '../api/stats';
import { useStats } from '../hooks/use-stats';
import { DailySection } from './daily-section';
import {
  StyledBand,
  StyledGrid,
  StyledPanel,
  StyledPanelTitle,
  StyledRangeButton,
  StyledStats,
  StyledToolbar,
} from './dashboard.styles';
import { formatCount } from './figure-table';
import { ReleaseSections } from './release-sections';
import { TokenForm } from './token-form';
import { TrafficSections } from './traffic-sections';
import { VitalsSections } from './vitals-sections';

const total = (stats: Stats, key: 'visitors' | 'pageviews' | 'conversions' | 'leads') =>
  stats.daily.reduce((sum, row) => sum + row[key], 0);

const Summary = ({ stats }: { stats: Stats }) => (
  <StyledPanel $wide aria-labelledby="analytics-summary">
    <StyledPanelTitle id="analytics-summary">{analyticsCopy.summaryTitle}</StyledPanelTitle>
    <StyledStats>
      {(['visitors', 'pageviews', 'conversions', 'leads'] as const).map((key) => (
        <div key={key}>
          <dt>{analyticsCopy[key]}</dt>
          <dd>{formatCount(total(stats, key))}</dd>
        </div>
      ))}
    </StyledStats>
  </StyledPanel>
);

/** The staff dashboard: a range of 7, 30 or 90 days, then every figure of the collector for it. */
export const AnalyticsDashboard = () => {
  const [days, setDays] = useState<RangeDays>(30);
  const { state, submitToken } = useStats(days);
  return (
    <StyledBand>
      <Container>
        <StyledToolbar role="group" aria-label={analyticsCopy.rangeLabel}>
          {RANGE_DAYS.map((option) => (
            <StyledRangeButton
              key={option}
              type="button"
              aria-pressed={option === days}
              onClick={() => setDays(option)}
            >
              {analyticsCopy.range(option)}
            </StyledRangeButton>
          ))}
        </StyledToolbar>
        <div aria-live="polite" aria-busy={state.status === 'loading'}>
          {state.status === 'loading' && <Spinner />}
          {state.status === 'error' && <EmptyMessage role="status">{analyticsCopy.failed}</EmptyMessage>}
          {state.status === 'needs-token' && <TokenForm refused={state.refused} onToken={submitToken} />}
          {state.status === 'ready' && (
            <StyledGrid>
              <Summary stats={state.stats} />
              <DailySection daily={state.stats.daily} days={days} />
              <TrafficSections stats={state.stats} />
              <VitalsSections stats={state.stats} />
              <ReleaseSections stats={state.stats} />
            </StyledGrid>
          )}
        </div>
      </Container>
    </StyledBand>
  );
};
