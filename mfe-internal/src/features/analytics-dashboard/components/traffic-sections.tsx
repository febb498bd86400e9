import { analyticsCopy, conversionNames } from '../../../content/analytics-page';
import type { Stats } from '../api/stats';
import { StyledPanel, StyledPanelTitle } from './dashboard.styles';
import { FigureTable, formatCount, formatPercent } from './figure-table';

const visitsColumns = [
  { header: analyticsCopy.visits, cell: (row: { visits: number }) => formatCount(row.visits), numeric: true },
  {
    header: analyticsCopy.conversions,
    cell: (row: { conversions: number }) => formatCount(row.conversions),
    numeric: true,
  },
  { header: analyticsCopy.leads, cell: (row: { leads: number }) => formatCount(row.leads), numeric: true },
  { header: analyticsCopy.rate, cell: (row: { rate: number }) => formatPercent(row.rate), numeric: true },
];

/** Funnel, top pages, entry pages, sources and conversions by kind: each a titled table. */
export const TrafficSections = ({ stats }: { stats: Stats }) => {
  const { funnel } = stats;
  const steps = [funnel.visitors, funnel.contact_visitors, funnel.leads];
  return (
    <>
      <StyledPanel aria-labelledby="analytics-funnel">
        <StyledPanelTitle id="analytics-funnel">{analyticsCopy.funnelTitle}</StyledPanelTitle>
        <FigureTable
          caption={analyticsCopy.funnelTitle}
          rows={analyticsCopy.funnelSteps.map((label, index) => ({ label, count: steps[index] }))}
          rowKey={(row) => row.label}
          columns={[
            { header: analyticsCopy.metric, cell: (row) => row.label },
            { header: analyticsCopy.count, cell: (row) => formatCount(row.count), numeric: true },
            {
              header: analyticsCopy.rate,
              cell: (row) => formatPercent(funnel.visitors ? row.count / funnel.visitors : 0),
              numeric: true,
            },
          ]}
        />
      </StyledPanel>
      <StyledPanel aria-labelledby="analytics-conversions">
        <StyledPanelTitle id="analytics-conversions">{analyticsCopy.conversionsTitle}</StyledPanelTitle>
        <FigureTable
          caption={analyticsCopy.conversionsTitle}
          rows={stats.conversions}
          rowKey={(row) => row.kind}
          columns={[
            { header: analyticsCopy.kind, cell: (row) => conversionNames[row.kind] ?? row.kind },
            { header: analyticsCopy.count, cell: (row) => formatCount(row.count), numeric: true },
          ]}
        />
      </StyledPanel>
      <StyledPanel aria-labelledby="analytics-sources">
        <StyledPanelTitle id="analytics-sources">{analyticsCopy.sourcesTitle}</StyledPanelTitle>
        <FigureTable
          caption={analyticsCopy.sourcesTitle}
          rows={stats.sources}
          rowKey={(row) => row.source}
          columns={[{ header: analyticsCopy.source, cell: (row) => row.source }, ...visitsColumns]}
        />
      </StyledPanel>
      <StyledPanel aria-labelledby="analytics-entries">
        <StyledPanelTitle id="analytics-entries">{analyticsCopy.entriesTitle}</StyledPanelTitle>
        <FigureTable
          caption={analyticsCopy.entriesTitle}
          rows={stats.entries}
          rowKey={(row) => row.landing_page}
          columns={[{ header: analyticsCopy.page, cell: (row) => row.landing_page }, ...visitsColumns]}
        />
      </StyledPanel>
      <StyledPanel $wide aria-labelledby="analytics-pages">
        <StyledPanelTitle id="analytics-pages">{analyticsCopy.pagesTitle}</StyledPanelTitle>
        <FigureTable
          caption={analyticsCopy.pagesTitle}
          rows={stats.pages}
          rowKey={(row) => row.path}
          columns={[
            { header: analyticsCopy.page, cell: (row) => row.path },
            { header: analyticsCopy.pageviews, cell: (row) => formatCount(row.views), numeric: true },
            { header: analyticsCopy.visitors, cell: (row) => formatCount(row.visitors), numeric: true },
          ]}
        />
      </StyledPanel>
    </>
  );
};
