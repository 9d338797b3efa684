import { presetPalettes } from '@ant-design/colors';
import { TASK_STATES_FROM, type TaskStateValue } from '@rpa/contracts';
import { describe, expect, it } from 'vitest';
import { STATE_COLOURS } from '../src/features/tasks/stateColours';

// A tag of a preset colour is drawn in that preset's main shade (index 5).
const mainShade = (preset: string) => presetPalettes[preset]?.[5];

describe('task state colours', () => {
  it('draw each state in charts in the colour of its tag', () => {
    for (const state of Object.keys(TASK_STATES_FROM) as TaskStateValue[]) {
      const { tag, chart } = STATE_COLOURS[state];
      const shade = mainShade(tag === 'processing' ? 'blue' : tag);
      if (shade) expect(chart, state).toBe(shade);
    }
  });

  it('give success, failure and time-outs colours of their own', () => {
    const charts = new Set(
      ['success', 'failed', 'pendout'].map((s) => STATE_COLOURS[s as TaskStateValue].chart),
    );
    expect(charts.size).toBe(3);
  });
});
