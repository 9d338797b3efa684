import type { RangeInput, ResolvedRange } from '@rpa/contracts';
import { Card, Col, type ColProps, Flex, Row, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { RangeBar } from './RangeBar';
import { useRangedFigures } from './range';

/**
 * A dashboard: its title and range bar, a skeleton until the figures are in,
 * then what `children` draws from them (figures first, then a grid of panels).
 */
export function Dashboard<T extends { range: ResolvedRange }>({
  name,
  title,
  extra,
  load,
  initial,
  refetchMs,
  children,
}: {
  name: string;
  title: ReactNode;
  extra?: ReactNode;
  load: (range: RangeInput) => Promise<T>;
  initial: RangeInput;
  refetchMs?: number;
  children: (figures: T) => ReactNode;
}) {
  const { range, setRange, figures } = useRangedFigures(name, load, initial, refetchMs);
  return (
    <Flex vertical gap={16}>
      <Card title={title} extra={extra}>
        <RangeBar value={range} onChange={setRange} resolved={figures?.range} />
      </Card>
      {figures ? children(figures) : <Skeleton active />}
    </Flex>
  );
}

/** The grid under a dashboard's figures. */
export function Panels({ children }: { children: ReactNode }) {
  return <Row gutter={[16, 16]}>{children}</Row>;
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
