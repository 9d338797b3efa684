import { z } from 'zod';
import { HOUSEKEEPER_ALIAS_PATTERN } from '../robots';
import { defineRoutes } from '../route';
import { deletedCount, departmentRef, emptyAsOmitted, idsBody, pagedList, timeText } from '../schemas';
import { desktopReport, STEWARD_WS_PATH } from '../steward-protocol';
import { nameText, rowId, rowIdParam } from '../text';

/** Housekeepers, the desktop stewards of robot machines (console-administration.md §3, §5, §7): menu 1305. */

/** The steward name rule of console-administration.md §5: 2-60, letters, digits, CJK and @ - _. */
export const housekeeperAlias = z
  .string()
  .trim()
  .regex(HOUSEKEEPER_ALIAS_PATTERN, 'housekeepers.aliasInvalid');

export const housekeeperRow = z.object({
  id: z.number().int(),
  /** The machine name the steward runs on. */
  name: z.string(),
  housekeeperAlias: z.string(),
  ip: z.string(),
  ...departmentRef,
  registeredAt: timeText,
  /** When its status was last reported: its last beat, or `/rpa/hk/save`. */
  refreshedAt: timeText,
  connection: z.enum(['connected', 'notConnected']),
  /** The steward program's version, as its hello said; empty for one only saved through the API. */
  version: z.string(),
  /** The robots' desktops as the steward last reported them. */
  desktops: z.array(desktopReport),
  /** Robots it manages. */
  robotIds: z.array(z.number().int()),
});
export type HousekeeperRow = z.infer<typeof housekeeperRow>;

export const housekeepersApi = defineRoutes('housekeepers', {
  ws: {
    method: 'GET',
    path: STEWARD_WS_PATH,
    // The steward proves itself with a machine key in its hello, not with a session.
    permission: 'public',
    summary:
      'The desktop stewards\' WebSocket (docs/robot-protocol.md, "Desktop stewards"): upgrade, then hello and beats.',
    result: z.null(),
    kind: 'websocket',
  },
  list: pagedList({
    path: '/rpa/hk/list',
    permission: '1305',
    summary: "Stewards in the caller's departments by machine name or alias, connection and department",
    filters: {
      /** Matches the machine name or the alias. */
      name: emptyAsOmitted(z.string().trim().max(128)),
      connection: emptyAsOmitted(z.enum(['connected', 'notConnected'])),
      departmentId: emptyAsOmitted(rowIdParam),
    },
    row: housekeeperRow,
  }),
  rename: {
    path: '/rpa/hk/upname',
    permission: '1305:edit',
    summary: "Changes a steward's alias",
    input: z.object({ id: rowId, housekeeperAlias }),
    result: z.object({ id: z.number().int(), housekeeperAlias: z.string() }),
  },
  remove: {
    path: '/rpa/hk/del',
    permission: '1305:delete',
    summary: 'Deletes stewards; their robots become not bound',
    input: idsBody,
    result: deletedCount,
  },
  save: {
    path: '/rpa/hk/save',
    permission: '1305:edit',
    summary:
      'Registers a steward (no id) or updates one: machine, address, connection and the robots it manages; the alias defaults to the machine name',
    input: z.object({
      id: rowId.optional(),
      name: nameText({ max: 128, lengthKey: 'housekeepers.nameLength' }),
      housekeeperAlias: housekeeperAlias.optional(),
      ip: z.string().trim().max(64).default(''),
      connected: z.boolean().default(false),
      departmentId: rowId.optional(),
      robotIds: z.array(rowId).max(1000).optional(),
    }),
    result: housekeeperRow,
  },
});
