import { LicenceCode, type RobotCategoryValue } from '@rpa/contracts';
import type { FastifyInstance } from 'fastify';
import { claimSeat, releaseSeat } from '../modules/licences';
import { AppError } from '../platform/http/errors';

/**
 * What the gateway and the robot calls need of licences: a seat of the
 * robot's category while it is bound, released when it is unbound or
 * deleted. Behind an interface so tests can run out of seats at will.
 */
export interface SeatKeeper {
  /**
   * Gives the robot a seat of the category (or keeps the one it holds while
   * its licence stays valid); `licSn` asks for that licence. Null when no
   * seat is left.
   */
  claim(robotId: number, category: RobotCategoryValue, licSn?: string): Promise<{ licSn: string } | null>;
  /** Frees every seat the robot holds. */
  release(robotId: number): Promise<void>;
}

/** Seats from the licences module (modules/licences/seats.ts). */
export function licenceSeatKeeper(app: FastifyInstance): SeatKeeper {
  return {
    async claim(robotId, category, licSn) {
      try {
        const c = await claimSeat(
          app,
          { robotId, category, ...(licSn ? { licSn } : {}) },
          app.config.appLang,
        );
        return { licSn: c.licSn };
      } catch (err) {
        if (err instanceof AppError && err.code === LicenceCode.USED_UP) return null;
        throw err;
      }
    },
    async release(robotId) {
      await releaseSeat(app, { robotId });
    },
  };
}
