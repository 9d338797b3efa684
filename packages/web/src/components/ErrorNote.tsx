import { Alert } from 'antd';
import type { CSSProperties, ReactNode } from 'react';

/** What stops the user going on (a refusal, a wrong file, a rule not met) in red above or below the form; nothing when all is well. */
export function ErrorNote({
  problem,
  testId,
  style,
}: {
  problem: ReactNode;
  testId?: string;
  style?: CSSProperties;
}) {
  if (!problem) return null;
  return <Alert type="error" showIcon title={problem} style={style} data-testid={testId} />;
}
