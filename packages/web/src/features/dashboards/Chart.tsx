import type { ECharts, EChartsCoreOption } from 'echarts/core';
import { useEffect, useRef } from 'react';
import { useSession } from '../../app/session/store';
import { themeOf } from '../../theme';

export type ChartOption = EChartsCoreOption;

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
  const chart = useRef<ECharts | null>(null);
  const latest = useRef(option);
  latest.current = option;
  const dark = themeOf(useSession((s) => s.curIden)).name === 'dark';

  useEffect(() => {
    const el = box.current;
    if (!el) return;
    let c: ECharts | null = null;
    let draw: ReturnType<typeof setTimeout> | undefined;
    let gone = false;
    const observer = new ResizeObserver(() => c?.resize());
    // ECharts is a chunk of its own, so a page shows before it is in (the dashboards start
    // loading it with their figures). Each chart is drawn in a task of its own: a dashboard's
    // charts together would otherwise hold the main thread in one long task.
    import('./echarts')
      .then(({ echarts }) => {
        if (gone) return;
        draw = setTimeout(() => {
          c = echarts.init(el, dark ? 'dark' : undefined, { renderer: 'canvas' });
          chart.current = c;
          c.setOption({ backgroundColor: 'transparent', ...latest.current }, true);
          observer.observe(el);
        }, 0);
      })
      .catch(() => {});
    return () => {
      gone = true;
      clearTimeout(draw);
      observer.disconnect();
      c?.dispose();
      chart.current = null;
    };
  }, [dark]);

  useEffect(() => {
    chart.current?.setOption({ backgroundColor: 'transparent', ...option }, true);
  }, [option]);

  return <div ref={box} style={{ width: '100%', height }} data-testid={testId} />;
}
