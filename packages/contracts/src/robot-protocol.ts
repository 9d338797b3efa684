import { z } from 'zod';

/**
 * The robot protocol (docs/robot-protocol.md): JSON messages over one
 * WebSocket per robot at `<API base>/robot/ws`, each with a `type`. Both
 * ends validate what they receive with these schemas; a peer speaking
 * another major version is refused at hello.
 */
export const ROBOT_PROTOCOL_VERSION = 1;
export const ROBOT_WS_PATH = '/robot/ws';
/** The robot must say hello within this time after connecting. */
export const HELLO_TIMEOUT_MS = 10_000;
/** How often robots send heartbeats; three missed ones mark the robot offline. */
export const HEARTBEAT_SECONDS = 15;
export const MISSED_HEARTBEATS = 3;
/** Most log lines in one batch. */
export const LOG_BATCH_MAX = 500;
export const ROBOT_NO_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_.-]{2,63}$/;

export const RobotCategory = z.enum(['background', 'foreground', 'scene']);
export type RobotCategoryValue = z.infer<typeof RobotCategory>;
export const BindingWay = z.enum(['manager', 'user']);

const machine = z.object({
  hostName: z.string().max(128),
  osUser: z.string().max(128),
  os: z.string().max(128),
  address: z.string().max(64),
  agentVersion: z.string().max(32),
  resolution: z.string().max(16).optional(),
  instanceNo: z.number().int().min(0).max(99).default(0),
});

const logLine = z.object({
  seq: z.number().int().positive(),
  time: z.string().max(40),
  level: z.enum(['info', 'error']),
  text: z.string().max(8192),
});

/** Correlates a robot's request with the server's reply. */
const requestId = z.string().min(1).max(64);
/** A variable name as robots ask for it (the console's rule: 1-50 characters). */
const variableNameField = z.string().min(1).max(50);
/** A task data space's name as robots ask for it (the console's rule: 2-64 characters). */
const spaceNameField = z.string().min(1).max(64);

/** An upgrade offer's outcome as a restarted robot reports it in its hello. */
export const upgradeOutcome = z.object({
  upgradeId: z.number().int().positive(),
  outcome: z.enum(['applied', 'failed']),
  reason: z.string().max(500).optional(),
});
export type UpgradeOutcome = z.infer<typeof upgradeOutcome>;

/** What a robot sends. */
export const RobotMessage = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('hello'),
    protocol: z.number().int(),
    robotsNo: z.string().regex(ROBOT_NO_PATTERN),
    clientPwd: z.string().min(1).max(128),
    bindingWay: BindingWay,
    /** For user binding: the account the robot works for. */
    account: z.string().max(50).optional(),
    /**
     * A machine key of a department (manager binding): proves a robot number
     * the server does not know may register, into the key's department.
     */
    machineKey: z.string().min(1).max(128).optional(),
    category: RobotCategory,
    machine,
    /** Tasks the robot is still running (after a reconnect): the server resumes them. */
    running: z.array(z.number().int().positive()).max(16).default([]),
    /**
     * How the last upgrade the robot was offered ended, when it restarted for
     * it: applied (this is the new version) or failed (rolled back, with why).
     * Sent in each hello until a welcome answers one.
     */
    upgrade: upgradeOutcome.optional(),
  }),
  z.object({
    type: z.literal('heartbeat'),
    /** `upgrading` while it downloads, checks or applies an upgrade: it takes no task meanwhile. */
    state: z.enum(['idle', 'running', 'upgrading']),
    running: z.array(z.number().int().positive()).max(16).default([]),
  }),
  z.object({ type: z.literal('task.accept'), taskId: z.number().int().positive() }),
  z.object({
    type: z.literal('task.progress'),
    taskId: z.number().int().positive(),
    percent: z.number().min(0).max(100).optional(),
    message: z.string().max(512).optional(),
  }),
  z.object({
    type: z.literal('task.log'),
    taskId: z.number().int().positive(),
    lines: z.array(logLine).min(1).max(LOG_BATCH_MAX),
  }),
  z.object({
    type: z.literal('task.result'),
    taskId: z.number().int().positive(),
    outcome: z.enum(['success', 'failed', 'stopped', 'timeout']),
    exitCode: z.number().int().nullable(),
    files: z.array(z.object({ name: z.string().max(512), size: z.number().int().min(0) })).max(1000),
    error: z.string().max(2000).optional(),
  }),
  /** Reads variables of the robot's department while it runs `taskId`; answered by `variable.reply`. */
  z.object({
    type: z.literal('variable.get'),
    requestId,
    taskId: z.number().int().positive(),
    names: z.array(variableNameField).min(1).max(100),
  }),
  /** Writes a client-modifiable variable while the robot runs `taskId`; answered by `variable.reply`. */
  z.object({
    type: z.literal('variable.set'),
    requestId,
    taskId: z.number().int().positive(),
    name: variableNameField,
    value: z.string().min(1).max(4096),
  }),
  /** Takes the next waiting item of task data space `space` while the robot runs `taskId`; answered by `item.reply`. */
  z.object({
    type: z.literal('item.next'),
    requestId,
    taskId: z.number().int().positive(),
    space: spaceNameField,
  }),
  /** Reports the item the robot holds in `taskId` as run successfully, with its output; answered by `item.reply`. */
  z.object({
    type: z.literal('item.done'),
    requestId,
    taskId: z.number().int().positive(),
    itemId: z.number().int().positive(),
    output: z.json().optional(),
  }),
  /** Reports the item the robot holds as failed, with why: retried until the space's max failed attempts; answered by `item.reply`. */
  z.object({
    type: z.literal('item.fail'),
    requestId,
    taskId: z.number().int().positive(),
    itemId: z.number().int().positive(),
    reason: z.string().min(1).max(2000),
  }),
  /** Adds an item to space `space` (the console's rules); answered by `item.reply` with the item. */
  z.object({
    type: z.literal('item.add'),
    requestId,
    taskId: z.number().int().positive(),
    space: spaceNameField,
    content: z.json(),
    reference: z.string().max(128).optional(),
    priority: z.number().int().min(0).max(2).optional(),
  }),
  /** Reports a business field's value for `taskId` (docs/robot-protocol.md, "Business fields"); answered by `field.reply`. */
  z.object({
    type: z.literal('field.set'),
    requestId,
    taskId: z.number().int().positive(),
    key: z.string().min(1).max(64),
    value: z.string().max(4096),
  }),
  /**
   * Where an offered upgrade stands before the robot restarts for it:
   * downloading; failed (download, checksum or staging, with why: nothing
   * changed); or busy (it took a task first: offer it again later).
   */
  z.object({
    type: z.literal('upgrade.status'),
    upgradeId: z.number().int().positive(),
    state: z.enum(['downloading', 'failed', 'busy']),
    reason: z.string().max(500).optional(),
  }),
]);
export type RobotMessage = z.infer<typeof RobotMessage>;
export type LogLineMessage = z.infer<typeof logLine>;

/**
 * Why the server refuses a robot, at hello or later on an open connection.
 * The robot shows it and retries later, except for the final ones.
 */
export const RefusalReason = z.enum([
  /** The robot speaks another protocol version. Final. */
  'protocol',
  /** Wrong client password, or (user binding) wrong account or password. */
  'password',
  /** The robot cannot be registered (no department to place it in, or the binding way differs). */
  'unknownRobot',
  /** The machine key given is not a key of this server, or was revoked. */
  'machineKey',
  /** A new robot without a machine key: it waits for a manager's approval, and retries. */
  'pending',
  /** A manager rejected the robot's registration. Final. */
  'rejected',
  /** No seat of the robot's category is left. */
  'noLicence',
  /** The user a robot is bound to is locked. */
  'disabled',
  /** The same robot is connected from another machine. */
  'alreadyConnected',
  /** A message that does not follow the protocol. */
  'badMessage',
  /** No hello within HELLO_TIMEOUT_MS. */
  'timeout',
  /** A manager unbound the robot: it must be started again to register. Final. */
  'unbound',
  /** A manager deleted the robot. Final. */
  'deleted',
]);
export type RefusalReasonValue = z.infer<typeof RefusalReason>;
/** Refusals after which the robot stops reconnecting. */
export const FINAL_REFUSALS: readonly RefusalReasonValue[] = ['protocol', 'unbound', 'deleted', 'rejected'];

/** The AI server's settings as a run receives them (RPA_AI_* in the reference robot). */
export const aiServerForRobot = z.object({ address: z.string(), key: z.string(), model: z.string() });
export type AiServerForRobot = z.infer<typeof aiServerForRobot>;

/** Service parameters as a run receives them (RPA_SERVICE_* in the reference robot). */
export const serviceForRobot = z.object({
  platformUser: z.string(),
  objectId: z.string(),
  password: z.string(),
  extended: z.string(),
});
export type ServiceForRobot = z.infer<typeof serviceForRobot>;

/** A component a run needs (docs/robot-protocol.md, "Components"): fetched by its sha256 and checked. */
export const componentForRobot = z.object({
  name: z.string(),
  version: z.string(),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
  size: z.number().int().min(0),
});
export type ComponentForRobot = z.infer<typeof componentForRobot>;

/** A variable as a robot receives it: a password's value in clear, on its socket only. */
export const variableForRobot = z.object({
  name: z.string(),
  type: z.enum(['text', 'password']),
  value: z.string(),
  /** The value is a Python expression, delivered verbatim. */
  expression: z.boolean(),
});
export type VariableForRobot = z.infer<typeof variableForRobot>;

/** A task data item as a robot receives it. */
export const itemForRobot = z.object({
  id: z.number().int(),
  space: z.string(),
  content: z.unknown(),
  reference: z.string(),
  priority: z.number().int(),
  /** Attempts before this one that failed. */
  attempts: z.number().int(),
  state: z.string(),
});
export type ItemForRobot = z.infer<typeof itemForRobot>;

/** What the server sends. */
export const ServerMessage = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('welcome'),
    protocol: z.number().int(),
    robotId: z.number().int().positive(),
    heartbeatSeconds: z.number().int().positive(),
    /** Bearer token for the robot's HTTP calls (package download, file and log upload). */
    token: z.string(),
  }),
  z.object({ type: z.literal('refused'), reason: RefusalReason, message: z.string() }),
  z.object({
    type: z.literal('task.offer'),
    taskId: z.number().int().positive(),
    process: z.string(),
    version: z.string(),
    /** sha256 of the package; the robot downloads it once and keeps it. */
    packageSha256: z.string().regex(/^[0-9a-f]{64}$/),
    parameters: z.record(z.string(), z.string()),
    runTimeoutMinutes: z.number().int().min(0),
    /** False when the record strategy records no run; absent (older servers) means record. */
    record: z.boolean().optional(),
    /** The AI server in clear, only for a process whose manifest needs it. */
    aiServer: aiServerForRobot.optional(),
    /** The components the version declares; absent: none (or an older server). */
    components: z.array(componentForRobot).optional(),
    /** The service parameters of the user who started the run, for that process; the password in clear on this socket only. */
    service: serviceForRobot.optional(),
  }),
  z.object({ type: z.literal('task.stop'), taskId: z.number().int().positive() }),
  z.object({ type: z.literal('error'), message: z.string() }),
  /**
   * The answer to `variable.get` or `variable.set` with the same `requestId`:
   * the variables read (or the one written), and each name refused with why.
   */
  z.object({
    type: z.literal('variable.reply'),
    requestId: z.string(),
    values: z.array(variableForRobot),
    errors: z.array(z.object({ name: z.string(), message: z.string() })),
  }),
  /** The answer to `field.set` with the same `requestId`: stored, or why refused (in the server's language). */
  z.object({ type: z.literal('field.reply'), requestId: z.string(), error: z.string().optional() }),
  /**
   * The answer to `item.next`, `item.done`, `item.fail` or `item.add` with the
   * same `requestId`: the item (null when the queue is empty), or why refused.
   */
  z.object({
    type: z.literal('item.reply'),
    requestId: z.string(),
    item: itemForRobot.nullable(),
    error: z.string().optional(),
  }),
  /**
   * An upgrade for the robot (docs/robot-protocol.md, "Upgrades"): download
   * the package from `GET <API base>/robot/upgrade/<packageSha256>`, check it,
   * stage it and restart on it; sent only to an idle robot.
   */
  z.object({
    type: z.literal('upgrade.offer'),
    upgradeId: z.number().int().positive(),
    version: z.string(),
    packageSha256: z.string().regex(/^[0-9a-f]{64}$/),
    size: z.number().int().min(0),
    /** The task's completion prompt, for the robot to show once upgraded. */
    prompt: z.string().optional(),
  }),
]);
export type ServerMessage = z.infer<typeof ServerMessage>;
