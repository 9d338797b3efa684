import type { DayRuns, RangeInput, ResolvedRange, RunStats } from '@rpa/contracts';
import { Card, Col, type ColProps, Flex, Row, Skeleton } from 'antd';
import { type ReactNode, useDeferredValue, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { type Figure, Figures, RunsPerDay, runFigures, StateRing } from './parts';
import { RangeBar } from './RangeBar';
import { useRangedFigures } from './range';

/**
 * A dashboard: its title and range bar, a skeleton until the figures are in,
 * then its own figures followed by those of the runs, and the grid of
 * panels that `children` draws from them.
 */
export function Dashboard<T extends { range: ResolvedRange; runs: RunStats }>({
  name,
  title,
  extra,
  load,
  initial,
  refetchMs,
  figures,
  children,
}: {
  name: string;
  title: ReactNode;
  extra?: ReactNode;
  load: (range: RangeInput) => Promise<T>;
  initial: RangeInput;
  refetchMs?: number;
  /** The figures before those of the runs. */
  figures: (data: T) => Figure[];
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation();
  const { range, setRange, figures: arrived } = useRangedFigures(name, load, initial, refetchMs);
  // Drawn from the figures in a background render that yields to the browser every few
  // milliseconds, instead of one long task when they arrive (or change with the range).
  const data = useDeferredValue(arrived);
  // The charts' code loads while the figures are asked for, not once they are in.
  useEffect(() => {
    import('./echarts').catch(() => {});
  }, []);
  return (
    <Flex vertical gap={16}>
      <Card title={title} extra={extra}>
        <RangeBar value={range} onChange={setRange} resolved={data?.range} />
      </Card>
      {data ? (
        <>
          <Figures items={[...figures(data), ...runFigures(t, data.runs)]} />
          <Row gutter={[16, 16]}>{children(data)}</Row>
        </>
      ) : (
        <Skeleton active />
      )}
    </Flex>
  );
}

/** One panel of the grid: a small titled card, `xl` columns of 24 wide on a wide screen, the whole width on phones. */
export function Panel({
  title,
  extra,
  xl = 24,
  children,
}: {
  title: ReactNode;
  extra?: ReactNode;
  xl?: ColProps['xl'];
  children: ReactNode;
}) {
  return (
    <Col xs={24} xl={xl}>
      <Card title={title} size="small" extra={extra}>
        {children}
      </Card>
    </Col>
  );
}

/** The runs per day, and beside them the runs by state when given. */
export function RunPanels({ perDay, runs }: { perDay: DayRuns[]; runs?: RunStats }) {
  const { t } = useTranslation();
  return (
    <>
      <Panel title={t('dashboards.perDay')} xl={16}>
        <RunsPerDay days={perDay} />
      </Panel>
      {runs && (
        <Panel title={t('dashboards.byState')} xl={8}>
          <StateRing runs={runs} />
        </Panel>
      )}
    </>
  );
}
