import { lazy, Suspense } from 'react';
import { Spinner } from '@linx/shared';
import { analyticsCopy } from '../../../content/analytics-page';
import type { Stats } from '../api/stats';
import { StyledPanel, StyledPanelTitle } from './dashboard.styles';
import { FigureTable, formatCount } from './figure-table';

const DailyChart = lazy(() => import(/* webpackChunkName: "analytics-chart" */ './daily-chart'));

const sum = (daily: Stats['daily'], key: 'visitors' | 'conversions') =>
  daily.reduce((total, row) => total + row[key], 0);

/** The chart per day, described in words for screen readers, and its data as a table. */
export const DailySection = ({ daily, days }: { daily: Stats['daily']; days: number }) => (
  <StyledPanel $wide aria-labelledby="analytics-daily">
    <StyledPanelTitle id="analytics-daily">{analyticsCopy.dailyTitle}</StyledPanelTitle>
    <figure
      role="img"
      aria-label={analyticsCopy.dailyChartLabel(days, sum(daily, 'visitors'), sum(daily, 'conversions'))}
    >
      <Suspense fallback={<Spinner />}>
        <DailyChart daily={daily} />
      </Suspense>
    </figure>
    <details>
      <summary>{analyticsCopy.showTable}</summary>
      <FigureTable
        caption={analyticsCopy.dailyTitle}
        rows={daily}
        rowKey={(row) => row.day}
        columns={[
          { header: analyticsCopy.day, cell: (row) => row.day },
          { header: analyticsCopy.visitors, cell: (row) => formatCount(row.visitors), numeric: true },
          { header: analyticsCopy.pageviews, cell: (row) => formatCount(row.pageviews), numeric: true },
          { header: analyticsCopy.conversions, cell: (row) => formatCount(row.conversions), numeric: true },
          { header: analyticsCopy.leads, cell: (row) => formatCount(row.leads), numeric: true },
        ]}
      />
    </details>
  </StyledPanel>
);
