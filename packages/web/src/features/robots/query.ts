import type { RobotListQuery } from '@rpa/contracts';

/** The filter form's fields: the list query, with the binding status as a choice. */
export type RobotFilterFields = Omit<RobotListQuery, 'bound'> & { bound?: 'yes' | 'no' };

/** Drops empty fields so the query names only what was chosen. */
export function robotQuery(f: RobotFilterFields): RobotListQuery {
  const q: RobotListQuery = {};
  const keyword = f.keyword?.trim();
  if (keyword) q.keyword = keyword;
  if (f.runState) q.runState = f.runState;
  if (f.licenceState) q.licenceState = f.licenceState;
  if (f.departmentId) q.departmentId = f.departmentId;
  if (f.category) q.category = f.category;
  if (f.bindingWay) q.bindingWay = f.bindingWay;
  if (f.agentVersion) q.agentVersion = f.agentVersion;
  if (f.bound) q.bound = f.bound === 'yes';
  return q;
}
