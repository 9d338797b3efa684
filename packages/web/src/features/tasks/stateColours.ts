import type { TaskStateValue } from '@rpa/contracts';

/**
 * One colour per task state across the console: the antd preset a state's
 * tag uses and that preset's main shade for charts, so "success" is the
 * same green in a list, a ring and a bar.
 */
export const STATE_COLOURS: Record<TaskStateValue, { tag: string; chart: string }> = {
  pending: { tag: 'gold', chart: '#faad14' },
  running: { tag: 'processing', chart: '#1677ff' },
  success: { tag: 'green', chart: '#52c41a' },
  failed: { tag: 'red', chart: '#f5222d' },
  stopping: { tag: 'orange', chart: '#fa8c16' },
  stopped: { tag: 'default', chart: '#8c8c8c' },
  pendout: { tag: 'volcano', chart: '#fa541c' },
  runout: { tag: 'volcano', chart: '#fa541c' },
  cancelled: { tag: 'default', chart: '#bfbfbf' },
};

/** Runs that ended badly (failed, timed out), drawn together. */
export const ABNORMAL_COLOUR = STATE_COLOURS.failed.chart;
/** Counts of runs in general, not of one state. */
export const RUNS_COLOUR = '#1677ff';
/** A rate, drawn as a line over counts. */
export const RATE_COLOUR = '#722ed1';
