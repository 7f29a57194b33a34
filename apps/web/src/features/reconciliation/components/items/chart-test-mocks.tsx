// The charts library as buttons for the isolated tests (jsdom draws no SVG geometry to click).

type BarProps = {
  series: { id: string; data: number[] }[];
  xAxis?: { data?: string[] }[];
  yAxis?: { data?: string[] }[];
  onItemClick?: (e: unknown, item: { type: 'bar'; seriesId: string; dataIndex: number }) => void;
};

/**
 * The charts library as buttons, for `vi.mock('@mui/x-charts/BarChart', ...)`: 'bar {série}:{categoria}'
 * calls onItemClick as a click on that bar would.
 */
export const barChartModule = {
  BarChart: (props: BarProps) => {
      const categories = props.xAxis?.[0]?.data ?? props.yAxis?.[0]?.data ?? [];
      return (
        <div>
          {props.series.flatMap((s) =>
            s.data.map((_, i) => (
              <button key={`${s.id}-${i}`} type="button" onClick={(e) => props.onItemClick?.(e, { type: 'bar', seriesId: s.id, dataIndex: i })}>
                {`bar ${s.id}:${categories[i]}`}
              </button>
            )),
          )}
        </div>
      );
    },
};

type PieProps = {
  series: { data: { id: number; label: string; value: number }[] }[];
  onItemClick?: (e: unknown, item: { type: 'pie'; seriesId: string; dataIndex: number }) => void;
};

/** The same for `@mui/x-charts/PieChart`: 'slice {rótulo}'. */
export const pieChartModule = {
  PieChart: (props: PieProps) => (
    <div>
      {(props.series[0]?.data ?? []).map((slice, i) => (
        <button key={slice.id} type="button" onClick={(e) => props.onItemClick?.(e, { type: 'pie', seriesId: 's0', dataIndex: i })}>
          {`slice ${slice.label}`}
        </button>
      ))}
    </div>
  ),
};
