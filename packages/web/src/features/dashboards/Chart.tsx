import { BarChart, LineChart, PieChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useEffect, useRef } from 'react';
import { useSession } from '../../app/session/store';
import { themeOf } from '../../theme';

echarts.use([
  BarChart,
  LineChart,
  PieChart,
  GridComponent,
  LegendComponent,
  TooltipComponent,
  CanvasRenderer,
]);

export type ChartOption = echarts.EChartsCoreOption;

/**
 * An ECharts chart that follows the identity's theme (the developer's is
 * dark) and its container's width. ECharts has no React binding of its
 * own; this is the few lines one needs.
 */
export function Chart({
  option,
  height = 280,
  testId,
}: {
  option: ChartOption;
  height?: number;
  testId?: string;
}) {
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<echarts.ECharts | null>(null);
  const latest = useRef(option);
  latest.current = option;
  const dark = themeOf(useSession((s) => s.curIden)).name === 'dark';

  useEffect(() => {
    if (!box.current) return;
    const c = echarts.init(box.current, dark ? 'dark' : undefined, { renderer: 'canvas' });
    chart.current = c;
    c.setOption({ backgroundColor: 'transparent', ...latest.current }, true);
    const observer = new ResizeObserver(() => c.resize());
    observer.observe(box.current);
    return () => {
      observer.disconnect();
      c.dispose();
      chart.current = null;
    };
  }, [dark]);

  useEffect(() => {
    chart.current?.setOption({ backgroundColor: 'transparent', ...option }, true);
  }, [option]);

  return <div ref={box} style={{ width: '100%', height }} data-testid={testId} />;
}
