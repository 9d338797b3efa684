import type { RobotRecordAction } from '@rpa/contracts';
import type { Db } from '../../platform/db';
import { robotRecords } from './schema';

export interface RobotRecord {
  robotId: number | null;
  robotsNo: string;
  departmentId: number | null;
  action: RobotRecordAction;
  result: 'success' | 'fail';
  /** The user who did it; empty when the robot itself did (hello, heartbeats). */
  userName?: string;
  ip?: string;
  detail?: string;
}

/** Writes robot operation records (`/rpa/opglog/list`). */
export async function writeRobotRecords(db: Db, records: RobotRecord[]): Promise<void> {
  if (records.length === 0) return;
  await db.insert(robotRecords).values(
    records.map((r) => ({
      robotId: r.robotId,
      robotsNo: r.robotsNo.slice(0, 64),
      departmentId: r.departmentId,
      action: r.action,
      result: r.result,
      userName: (r.userName ?? '').slice(0, 50),
      ip: (r.ip ?? '').slice(0, 64),
      detail: (r.detail ?? '').slice(0, 2000),
    })),
  );
}
