import { audienceDashboard, type AudienceDashboardData } from './audience-dashboard-sample';
import {
  StyledBar,
  StyledBars,
  StyledDashboard,
  StyledDashboardHeader,
  StyledKpi,
  StyledKpis,
  StyledPanel,
  StyledPanels,
  StyledPanelTitle,
  StyledPeriod,
  StyledRow,
  StyledRowMeter,
  StyledRows,
} from './audience-dashboard.styles';

export interface AudienceDashboardProps {
  data: AudienceDashboardData;
}

/** A static mock-up of the AdReactiON panel: KPIs, hourly audience, estimated profile, top content. */
export const AudienceDashboard = ({ data }: AudienceDashboardProps) => (
  <StyledDashboard aria-label={data.label}>
    <StyledDashboardHeader>
      <h3>{data.title}</h3>
      <StyledPeriod>{data.period}</StyledPeriod>
    </StyledDashboardHeader>
    <StyledKpis>
      {data.kpis.map((kpi) => (
        <StyledKpi key={kpi.label}>
          <dt>{kpi.label}</dt>
          <dd>{kpi.value}</dd>
        </StyledKpi>
      ))}
    </StyledKpis>
    <StyledPanels>
      <StyledPanel $wide>
        <StyledPanelTitle>{data.hourly.title}</StyledPanelTitle>
        <StyledBars role="img" aria-label={data.hourly.summary}>
          {data.hourly.bars.map((bar) => (
            <StyledBar key={bar.hour} $value={bar.value} $peak={bar.value === 100}>
              <span>{bar.hour}</span>
            </StyledBar>
          ))}
        </StyledBars>
      </StyledPanel>
      <StyledPanel>
        <StyledPanelTitle>{data.profile.title}</StyledPanelTitle>
        <StyledRows>
          {data.profile.rows.map((row) => (
            <StyledRow key={row.label}>
              <span>{row.label}</span>
              <strong>{row.value}%</strong>
              <StyledRowMeter $value={row.value} aria-hidden="true" />
            </StyledRow>
          ))}
        </StyledRows>
      </StyledPanel>
      <StyledPanel>
        <StyledPanelTitle>{data.topContent.title}</StyledPanelTitle>
        <StyledRows as="ol">
          {data.topContent.rows.map((row) => (
            <StyledRow key={row.label}>
              <span>{row.label}</span>
              <strong>{row.value}</strong>
            </StyledRow>
          ))}
        </StyledRows>
      </StyledPanel>
    </StyledPanels>
  </StyledDashboard>
);

/** The demo a page's `demo` section names: the dashboard with its sample figures. */
export const AudienceDashboardDemo = () => <AudienceDashboard data={audienceDashboard} />;
