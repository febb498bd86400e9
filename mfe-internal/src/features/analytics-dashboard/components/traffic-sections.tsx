import { analyticsCopy, conversionNames } from '../../../content/analytics-page';
import type { Stats } from '../api/stats';
import { formatCount, formatPercent } from './figure-table';
import { TablePanel } from './table-panel';

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
      <TablePanel
        id="analytics-funnel"
        title={analyticsCopy.funnelTitle}
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
      <TablePanel
        id="analytics-conversions"
        title={analyticsCopy.conversionsTitle}
        rows={stats.conversions}
        rowKey={(row) => row.kind}
        columns={[
          { header: analyticsCopy.kind, cell: (row) => conversionNames[row.kind] ?? row.kind },
          { header: analyticsCopy.count, cell: (row) => formatCount(row.count), numeric: true },
        ]}
      />
      <TablePanel
        id="analytics-sources"
        title={analyticsCopy.sourcesTitle}
        rows={stats.sources}
        rowKey={(row) => row.source}
        columns={[{ header: analyticsCopy.source, cell: (row) => row.source }, ...visitsColumns]}
      />
      <TablePanel
        id="analytics-entries"
        title={analyticsCopy.entriesTitle}
        rows={stats.entries}
        rowKey={(row) => row.landing_page}
        columns={[{ header: analyticsCopy.page, cell: (row) => row.landing_page }, ...visitsColumns]}
      />
      <TablePanel
        id="analytics-pages"
        title={analyticsCopy.pagesTitle}
        wide
        rows={stats.pages}
        rowKey={(row) => row.path}
        columns={[
          { header: analyticsCopy.page, cell: (row) => row.path },
          { header: analyticsCopy.pageviews, cell: (row) => formatCount(row.views), numeric: true },
          { header: analyticsCopy.visitors, cell: (row) => formatCount(row.visitors), numeric: true },
        ]}
      />
    </>
  );
};
