import { z } from 'zod';
import { LicenceStatus, RobotRunState } from '../enums';
import { BindingWay, RobotCategory } from '../robot-protocol';
import {
  CLIENT_PWD_MAX,
  CLIENT_PWD_MIN,
  ROBOT_ALIAS_MAX,
  ROBOT_RECORD_ACTIONS,
  type RobotRecordAction,
  resolutionAllowed,
} from '../robots';
import { defineRoutes } from '../route';
import {
  departmentRef,
  emptyAsOmitted,
  idQuery,
  idsBody,
  isoTime,
  pagedList,
  pageOf,
  pageQuery,
  rowIds,
  timeText,
} from '../schemas';
import { desktopReport } from '../steward-protocol';
import { nameText, rowIdParam } from '../text';
import { licenceOption } from './licences';

/**
 * Robots (console-administration.md §3, §4, §5, §7): menus 1301 (list and
 * changes) and 1302 (detail), scene processes and registrations waiting for
 * approval. Every call acts on robots of the departments the caller manages.
 */

const licenceState = z.enum([...LicenceStatus, 'none']);

export const robotRow = z.object({
  id: z.number().int(),
  robotsNo: z.string(),
  alias: z.string(),
  /** `osUser@hostName`. */
  name: z.string(),
  hostName: z.string(),
  osUser: z.string(),
  /** Terminal type: the licence category the robot needs. */
  category: RobotCategory,
  bindingWay: BindingWay,
  /** The bound user's account (user binding), else empty. */
  account: z.string(),
  ...departmentRef,
  orgCode: z.string(),
  runState: z.enum(RobotRunState),
  /** The status of the licence the robot's seat is on, or `none` when it holds no seat. */
  licenceState,
  /** The licence the robot's seat is on. */
  licSn: z.string().nullable(),
  /** Desktop steward state (§4). */
  desktopState: z.enum(['connected', 'notConnected', 'notBound']),
  housekeeperId: z.number().int().nullable(),
  agentVersion: z.string(),
  instanceNo: z.number().int(),
  os: z.string(),
  address: z.string(),
  resolution: z.string(),
  /** False once a manager unbound it: offline, without a seat, until it registers again. */
  bound: z.boolean(),
  lastBeatAt: timeText.nullable(),
  registeredAt: timeText,
});
export type RobotRow = z.infer<typeof robotRow>;

/** A process bound to a scene robot. */
export const sceneProcess = z.object({
  processId: z.number().int(),
  name: z.string(),
  /** The published version number, if any. */
  version: z.string().nullable(),
  boundAt: timeText,
});
export type SceneProcess = z.infer<typeof sceneProcess>;

export const robotDetail = robotRow.extend({
  /** Task ids the robot said it is running (last heartbeat). */
  runningTasks: z.array(z.number().int()),
  /** Server node holding the robot's connection, while online. */
  nodeId: z.string().nullable(),
  housekeeperAlias: z.string(),
  /** Its display as its desktop steward last reported it; null without one. */
  desktop: desktopReport.nullable(),
  lastOnlineAt: timeText.nullable(),
  /** Processes bound to a scene robot. */
  processes: z.array(sceneProcess),
});
export type RobotDetail = z.infer<typeof robotDetail>;

/** A process that can be bound to a scene robot. */
export const sceneProcessOption = z.object({
  processId: z.number().int(),
  name: z.string(),
  version: z.string().nullable(),
  departmentName: z.string(),
  /** Already bound to the robot asked about. */
  bound: z.boolean(),
});
export type SceneProcessOption = z.infer<typeof sceneProcessOption>;

const recordResult = z.enum(['success', 'fail']);
const recordAction = z.enum(Object.keys(ROBOT_RECORD_ACTIONS) as [RobotRecordAction, ...RobotRecordAction[]]);

export const robotRecordRow = z.object({
  id: z.number().int(),
  at: timeText,
  robotId: z.number().int().nullable(),
  robotsNo: z.string(),
  action: recordAction,
  result: recordResult,
  /** Who did it: a user's account, or empty for the robot itself. */
  userName: z.string(),
  ip: z.string(),
  detail: z.string(),
});
export type RobotRecordRow = z.infer<typeof robotRecordRow>;

/** What the batch changes answer. */
export const robotBatchResult = z.object({
  /** Robots changed. */
  done: z.number().int(),
  /** Robots that could not be (licence: no seat left on it). */
  failed: z.number().int(),
});
export type RobotBatchResult = z.infer<typeof robotBatchResult>;

/** A robot waiting for approval: a new robot number that came without a machine key. */
export const robotRequestRow = z.object({
  id: z.number().int(),
  robotsNo: z.string(),
  category: RobotCategory,
  ...departmentRef,
  hostName: z.string(),
  osUser: z.string(),
  os: z.string(),
  address: z.string(),
  agentVersion: z.string(),
  ip: z.string(),
  state: z.enum(['pending', 'rejected']),
  attempts: z.number().int(),
  firstSeenAt: timeText,
  lastSeenAt: timeText,
  decidedBy: z.string(),
});
export type RobotRequestRow = z.infer<typeof robotRequestRow>;
export type RobotRequestState = RobotRequestRow['state'];

/** The list's filters (the export takes the same). */
export const robotListInput = z.object({
  ...pageQuery,
  /** Matches robot number, alias, machine name or OS user. */
  keyword: emptyAsOmitted(z.string().trim().max(128)),
  robotsNo: emptyAsOmitted(z.string().trim().max(64)),
  /** Matches the machine name or OS user. */
  name: emptyAsOmitted(z.string().trim().max(128)),
  alias: emptyAsOmitted(z.string().trim().max(ROBOT_ALIAS_MAX)),
  runState: emptyAsOmitted(z.enum(RobotRunState)),
  departmentId: emptyAsOmitted(rowIdParam),
  category: emptyAsOmitted(RobotCategory),
  bindingWay: emptyAsOmitted(BindingWay),
  licenceState: emptyAsOmitted(licenceState),
  agentVersion: emptyAsOmitted(z.string().trim().max(32)),
  bound: emptyAsOmitted(z.boolean()),
});

/** The robot form's fields: empty strings clear them. */
export const robotFields = z.object({
  alias: nameText({ min: 0, max: ROBOT_ALIAS_MAX, lengthKey: 'robots.aliasLength' }).optional(),
  /** Empty clears the resolution; otherwise width*height within the ranges. */
  resolution: z
    .string()
    .trim()
    .refine((v) => v === '' || resolutionAllowed(v), 'robots.resolutionInvalid')
    .optional(),
});

/**
 * A robot's client password in clear, before the console encrypts it (and
 * after the server decrypts it; the gateway checks a hello's with it too).
 */
export const clientPassword = z
  .string()
  .min(CLIENT_PWD_MIN, 'robots.clientPwdLength')
  .max(CLIENT_PWD_MAX, 'robots.clientPwdLength')
  .refine((p) => p.trim() === p, 'robots.clientPwdLength');

const sceneChange = z.object({ id: z.number().int(), processes: z.array(sceneProcess) });

export const robotsApi = defineRoutes('robots', {
  list: {
    path: '/rpa/cdaAgent/list',
    permission: '1301',
    summary:
      "Robots of the caller's departments by number, name, state, department, type, licence and version",
    input: robotListInput,
    result: pageOf(robotRow),
  },
  export: {
    path: '/rpa/cdaAgent/export',
    permission: '1301:export',
    summary: "The first 10000 matching robots as a workbook, headed in the caller's language",
    kind: 'download',
    input: robotListInput,
    result: z.null(),
  },
  studioList: {
    method: 'GET',
    path: '/rpa/cdaAgent/agentStudioList',
    // Robots to pick from (designer, schedules, upgrades).
    permission: 'session',
    summary: "Bound robots of the caller's departments, compact, to pick from",
    result: z.array(
      z.object({
        id: z.number().int(),
        robotsNo: z.string(),
        alias: z.string(),
        hostName: z.string(),
        category: RobotCategory,
        runState: z.enum(RobotRunState),
        departmentId: z.number().int(),
      }),
    ),
  },
  info: {
    method: 'GET',
    path: '/rpa/cdaAgent/agentInfo',
    permission: '1302',
    summary: 'A robot by its number (letter case does not count)',
    input: z.object({ robotsNo: z.string().trim().min(1).max(64) }),
    result: robotDetail,
  },
  detail: {
    path: '/rpa/cdaAgent/detail',
    permission: '1302',
    summary: 'A robot by id',
    input: idQuery,
    result: robotDetail,
  },
  versions: {
    method: 'GET',
    path: '/rpa/cdaAgent/agentVersions',
    permission: '1301',
    summary: "Terminal versions in use, for the list's version filter",
    result: z.array(z.string()),
  },
  licences: {
    path: '/rpa/cdaAgent/liclist',
    permission: '1301:licence',
    summary: 'Licences a robot can be authorised on: valid robot licences with seats left',
    input: z.object({ category: RobotCategory.optional(), agentType: z.string().trim().max(32).optional() }),
    result: z.array(licenceOption),
  },
  records: pagedList({
    path: '/rpa/opglog/list',
    permission: '1301:records',
    summary: 'Robot operation records by robot, action, result and time',
    filters: {
      robotId: emptyAsOmitted(rowIdParam),
      robotsNo: emptyAsOmitted(z.string().trim().max(64)),
      action: emptyAsOmitted(recordAction),
      result: emptyAsOmitted(recordResult),
      start: emptyAsOmitted(isoTime),
      end: emptyAsOmitted(isoTime),
    },
    row: robotRecordRow,
  }),
  modify: {
    path: '/rpa/cdaAgent/modify',
    permission: '1301:edit',
    summary: "Changes a robot's alias and resolution (empty clears them)",
    input: robotFields.extend({ id: rowIdParam }),
    result: z.object({
      id: z.number().int(),
      alias: z.string().optional(),
      resolution: z.string().optional(),
    }),
  },
  password: {
    path: '/rpa/cdaAgent/updatePw',
    permission: '1301:password',
    summary: "Sets manager-bound robots' client password (RSA-encrypted); used at their next hello",
    input: z.object({ ids: rowIds, clientPwd: z.string().min(1).max(1024) }),
    result: robotBatchResult,
  },
  unbind: {
    path: '/rpa/cdaAgent/unbind',
    permission: '1301:unbind',
    summary: 'Unbinds robots: their tasks end, seats are freed and connections closed',
    input: idsBody,
    result: robotBatchResult,
  },
  remove: {
    path: '/rpa/cdaAgent',
    permission: '1301:delete',
    summary: 'Deletes robots: their tasks end, seats are freed and connections closed',
    input: idsBody,
    result: robotBatchResult,
  },
  authorise: {
    path: '/rpa/cdaAgent/transformLic',
    permission: '1301:licence',
    summary: 'Puts robots on a licence of their category, one seat each while seats are left',
    input: z.object({ ids: rowIds, newLicSn: z.string().trim().min(1).max(64) }),
    result: robotBatchResult,
  },
  transfer: {
    path: '/rpa/cdaAgent/transformOrgDef',
    permission: '1301:transfer',
    summary: 'Moves robots to another department the caller manages, by its code',
    input: z.object({ ids: rowIds, orgCode: z.string().trim().min(1).max(5) }),
    result: robotBatchResult,
  },
  requests: {
    method: 'GET',
    path: '/rpa/cdaAgent/requests',
    permission: '1301',
    summary: 'Registrations waiting for approval (and those rejected), pending first',
    result: z.array(robotRequestRow),
  },
  approve: {
    path: '/rpa/cdaAgent/approve',
    permission: '1301:approve',
    summary: 'Approves waiting registrations: they become manager-bound robots',
    input: idsBody,
    result: robotBatchResult,
  },
  reject: {
    path: '/rpa/cdaAgent/reject',
    permission: '1301:approve',
    summary: 'Rejects waiting registrations for good',
    input: idsBody,
    result: robotBatchResult,
  },
  sceneDetail: {
    method: 'GET',
    path: '/rpa/cdaAgent/scenedetail',
    permission: '1302',
    summary: 'A scene robot and the processes bound to it',
    input: idQuery,
    result: z.object({
      id: z.number().int(),
      robotsNo: z.string(),
      alias: z.string(),
      processes: z.array(sceneProcess),
    }),
  },
  bindProcesses: {
    path: '/rpa/cdaAgent/bindProc',
    permission: '1301:edit',
    summary: 'Binds published processes to a scene robot',
    input: z.object({ id: rowIdParam, processIds: rowIds }),
    result: sceneChange,
  },
  unbindProcesses: {
    path: '/rpa/cdaAgent/unbindProc',
    permission: '1301:edit',
    summary: 'Unbinds processes from a scene robot',
    input: z.object({ id: rowIdParam, processIds: rowIds }),
    result: sceneChange,
  },
  sceneProcesses: {
    path: '/rpa/processes/sceneProcList',
    permission: '1301',
    summary: 'Published processes that can be bound to a scene robot, by name',
    input: z.object({
      id: emptyAsOmitted(rowIdParam),
      name: emptyAsOmitted(z.string().trim().max(30)),
      ...pageQuery,
    }),
    result: pageOf(sceneProcessOption),
  },
});
