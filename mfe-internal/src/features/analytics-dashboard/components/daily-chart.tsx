import { useTheme } from 'styled-components';
import { Bar, CartesianGrid, ComposedChart, Legend, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { analyticsCopy } from '../../../content/analytics-page';
import type { Stats } from '../api/stats';

/** Visitors (bars) and conversions (line) per day; recharts loads with this module only (a chunk of its own). */
const DailyChart = ({ daily }: { daily: Stats['daily'] }) => {
  const theme = useTheme();
  return (
    <ResponsiveContainer width="100%" height={260}>
      <ComposedChart data={daily} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
        <CartesianGrid stroke={theme.colors.hairline} vertical={false} />
        <XAxis
          dataKey="day"
          tickFormatter={(day: string) => day.slice(5)}
          tick={{ fill: theme.colors.textStrong, fontSize: 12 }}
        />
        <YAxis allowDecimals={false} tick={{ fill: theme.colors.textStrong, fontSize: 12 }} />
        <Tooltip />
        <Legend />
        <Bar
          dataKey="visitors"
          name={analyticsCopy.visitors}
          fill={theme.colors.info}
          radius={[4, 4, 0, 0]}
          isAnimationActive={false}
        />
        <Line
          dataKey="conversions"
          name={analyticsCopy.conversions}
          stroke={theme.colors.accentText}
          strokeWidth={2}
          isAnimationActive={false}
        />
      </ComposedChart>
    </ResponsiveContainer>
  );
};

export default DailyChart;
