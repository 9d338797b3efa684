import { issueMessage, type UpgradeRobotRow } from '@rpa/contracts';
import { describe, expect, it } from 'vitest';
import { addRobots, crossFieldIssue, taskBody } from '../src/features/upgrades/taskForm';

const robot = (id: number): UpgradeRobotRow => ({
  id,
  robotsNo: `R-${id}`,
  alias: '',
  departmentId: 1,
  departmentName: 'Finance',
  agentVersion: '1.0.0',
  online: true,
});

describe('choosing the designated robots of an upgrade task', () => {
  it('adds robots not chosen yet, in order', () => {
    const r = addRobots([robot(1)], [robot(2), robot(3)]);
    expect(r.chosen.map((x) => x.id)).toEqual([1, 2, 3]);
    expect(r.twice).toEqual([]);
  });

  it('refuses a robot already chosen, or given twice at once, and keeps the others', () => {
    const r = addRobots([robot(1)], [robot(1), robot(2), robot(2)]);
    expect(r.chosen.map((x) => x.id)).toEqual([1, 2]);
    expect(r.twice.map((x) => x.id)).toEqual([1, 2]);
  });
});

describe("the add-task wizard's checks across fields, as the contract makes them", () => {
  const issue = (...args: Parameters<typeof crossFieldIssue>) => {
    const found = crossFieldIssue(...args);
    return found ? issueMessage(found, 'en_US') : null;
  };

  it('asks for a package, whatever the other fields hold', () => {
    expect(issue({ name: '' }, 'packageId')).toBe('Select an upgrade package');
    expect(issue({ name: 'Spring', packageId: 3 }, 'packageId')).toBeNull();
  });

  it('asks for designated robots only when the target is designated robots', () => {
    expect(issue({ packageId: 3, target: 'designated', robots: [] }, 'robotIds')).toBe(
      'Select the target robots',
    );
    expect(issue({ packageId: 3, target: 'all', robots: [] }, 'robotIds')).toBeNull();
    expect(issue({ packageId: 3, target: 'designated', robots: [robot(1)] }, 'robotIds')).toBeNull();
  });

  it('refuses the same robot twice', () => {
    expect(issue({ packageId: 3, target: 'designated', robots: [robot(1), robot(1)] }, 'robotIds')).toBe(
      'The same robot cannot be selected twice',
    );
  });

  it('sends robot ids for designated robots only, and leaves an empty rollout field to the server', () => {
    const values = { name: 'Spring', packageId: 3, robots: [robot(1), robot(2)], firstWavePercent: null };
    expect(taskBody({ ...values, target: 'designated' })).toMatchObject({
      robotIds: [1, 2],
      firstWavePercent: undefined,
      pauseAbovePercent: null,
    });
    expect(taskBody({ ...values, target: 'all' }).robotIds).toEqual([]);
  });
});
