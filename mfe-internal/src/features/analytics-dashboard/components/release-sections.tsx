import { analyticsCopy, releaseActionNames } from '../../../content/analytics-page';
import type { Stats } from '../api/stats';
import { StyledHelp, StyledWhen } from './dashboard.styles';
import { formatCount, formatPercent } from './figure-table';
import { TablePanel } from './table-panel';

const when = new Intl.DateTimeFormat('es-CL', { dateStyle: 'medium', timeStyle: 'short' });
/** A version as staff read it: the app's own build has none. */
const versionName = (version: string | null | undefined) =>
  version === null || version === undefined || version === 'dist' ? analyticsCopy.ownBuild : version;

/**
 * The release watch (docs/releases.md "Watched for its first minutes"): visitors' errors per remote
 * and release against its page views, and the newest promotes, refusals and rollbacks.
 */
export const ReleaseSections = ({ stats }: { stats: Stats }) => (
  <>
    <TablePanel
      id="analytics-release-errors"
      title={analyticsCopy.releaseErrorsTitle}
      wide
      rows={stats.errors}
      rowKey={(row) => `${row.remote} ${row.release}`}
      columns={[
        { header: analyticsCopy.remote, cell: (row) => row.remote },
        { header: analyticsCopy.release, cell: (row) => <code>{versionName(row.release)}</code> },
        { header: analyticsCopy.pageviews, cell: (row) => formatCount(row.views), numeric: true },
        { header: analyticsCopy.errors, cell: (row) => formatCount(row.errors), numeric: true },
        { header: analyticsCopy.fallbacks, cell: (row) => formatCount(row.fallbacks), numeric: true },
        { header: analyticsCopy.errorRate, cell: (row) => formatPercent(row.rate), numeric: true },
      ]}
    >
      <StyledHelp>{analyticsCopy.releaseErrorsHelp}</StyledHelp>
    </TablePanel>
    <TablePanel
      id="analytics-release-log"
      title={analyticsCopy.releaseLogTitle}
      wide
      rows={stats.releases}
      rowKey={(row) => `${row.at} ${row.app} ${row.action}`}
      columns={[
        {
          header: analyticsCopy.when,
          cell: (row) => <StyledWhen dateTime={row.at}>{when.format(new Date(row.at))}</StyledWhen>,
        },
        { header: analyticsCopy.app, cell: (row) => row.app },
        { header: analyticsCopy.release, cell: (row) => <code>{versionName(row.version)}</code> },
        { header: analyticsCopy.action, cell: (row) => releaseActionNames[row.action] ?? row.action },
        { header: analyticsCopy.by, cell: (row) => row.by },
        { header: analyticsCopy.reason, cell: (row) => row.reason ?? '—' },
      ]}
    >
      <StyledHelp>{analyticsCopy.releaseLogHelp}</StyledHelp>
    </TablePanel>
  </>
);
