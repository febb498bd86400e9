import { analyticsCopy, deviceNames } from '../../../content/analytics-page';
import type { Stats } from '../api/stats';
import { StyledHelp } from './dashboard.styles';
import { formatCount, formatPercent } from './figure-table';
import { TablePanel } from './table-panel';

const SHOWN = ['LCP', 'INP', 'CLS'];
const formatVital = (metric: string, value: number) =>
  metric === 'CLS' ? value.toFixed(3) : `${formatCount(value)} ms`;

/** p75 LCP, INP and CLS per route (all devices, then each class) with their rating shares, and the worst elements. */
export const VitalsSections = ({ stats }: { stats: Stats }) => {
  const rows = stats.vitals
    .filter((row) => SHOWN.includes(row.metric))
    .sort(
      (a, b) => a.route.localeCompare(b.route) || a.device.localeCompare(b.device) || a.metric.localeCompare(b.metric),
    );
  return (
    <>
      <TablePanel
        id="analytics-vitals"
        title={analyticsCopy.vitalsTitle}
        wide
        rows={rows}
        rowKey={(row) => `${row.route} ${row.device} ${row.metric}`}
        columns={[
          { header: analyticsCopy.route, cell: (row) => row.route },
          { header: analyticsCopy.device, cell: (row) => deviceNames[row.device] ?? row.device },
          { header: analyticsCopy.metric, cell: (row) => row.metric },
          { header: 'p75', cell: (row) => formatVital(row.metric, row.p75), numeric: true },
          { header: analyticsCopy.good, cell: (row) => formatPercent(row.good), numeric: true },
          {
            header: analyticsCopy.needsImprovement,
            cell: (row) => formatPercent(row.needs_improvement),
            numeric: true,
          },
          { header: analyticsCopy.poor, cell: (row) => formatPercent(row.poor), numeric: true },
          { header: analyticsCopy.samples, cell: (row) => formatCount(row.count), numeric: true },
        ]}
      >
        <StyledHelp>{analyticsCopy.vitalsHelp}</StyledHelp>
      </TablePanel>
      <TablePanel
        id="analytics-targets"
        title={analyticsCopy.targetsTitle}
        wide
        rows={stats.targets}
        rowKey={(row) => `${row.route} ${row.metric} ${row.target}`}
        columns={[
          { header: analyticsCopy.route, cell: (row) => row.route },
          { header: analyticsCopy.metric, cell: (row) => row.metric },
          { header: analyticsCopy.target, cell: (row) => <code>{row.target}</code> },
          { header: analyticsCopy.samples, cell: (row) => formatCount(row.count), numeric: true },
          { header: analyticsCopy.worst, cell: (row) => formatVital(row.metric, row.worst), numeric: true },
        ]}
      />
    </>
  );
};
