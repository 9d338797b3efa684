import { z } from 'zod';
import { processComponentsSchema } from './components';
import {
  ProcessStatus,
  type ProcessStatusValue,
  VersionOperation,
  type VersionOperationValue,
} from './enums';
import type { Bilingual } from './i18n';
import type { MessageKey } from './messages';
import { departmentRef, personRef, timeText } from './schemas';
import { nameText, plainText } from './text';

/**
 * Processes and versions (console-core.md §3-§6, docs/process-package.md):
 * limits, the package manifest, the version lifecycle as one transition
 * table, the run-parameter check of the run dialog, and the DTOs of the
 * `/process/...` calls (docs/api.md, "Processes and versions").
 */

// ---------------------------------------------------------------- limits

/** Field limits of console-core.md §5, checked by the console and again by the server. */
export const PROCESS_LIMITS = {
  NAME_MIN: 1,
  NAME_MAX: 30,
  /** The whole comma-separated keyword list. */
  KEYWORDS_MAX: 254,
  INTRODUCTION_MAX: 254,
  DESCRIPTION_MAX: 126,
  HELP_MAX: 2000,
  /** Reasons of reject and return. */
  REASON_MAX: 254,
  /** Timeouts and minutes: at most a week. */
  MINUTES_MAX: 10080,
  FAILED_RETRIES_MAX: 100,
  PARAMETERS_MAX: 100,
  FLOW_NODES_MAX: 500,
  FLOW_EDGES_MAX: 1000,
} as const;

/** The icon: JPEG or PNG by content, at most 10 MB, strictly between 100x100 and 512x512 pixels. */
export const ICON_LIMITS = {
  MAX_BYTES: 10 * 1024 * 1024,
  /** Width and height must each be greater than this. */
  MIN_EXCLUSIVE_PX: 100,
  /** Width and height must each be less than this. */
  MAX_EXCLUSIVE_PX: 512,
  MIMES: ['image/jpeg', 'image/png'],
} as const;

/**
 * Minutes of a run setting (wait and run timeouts, manual and auto-stop
 * time), for processes and schedules alike: a whole number from 0 to a
 * week. A negative number is refused with this message, never clamped.
 */
export const runMinutes = z
  .number({ error: 'error.minutesRange' })
  .int('error.minutesRange')
  .min(0, 'error.minutesRange')
  .max(PROCESS_LIMITS.MINUTES_MAX, 'error.minutesRange');

/** Defaults of a new process's run settings, in minutes (the spec leaves them to us). */
export const PROCESS_DEFAULTS = {
  waitTimeout: 30,
  runTimeout: 120,
  manualMinutes: 0,
  autoStopMinutes: 0,
  failedRetries: 0,
} as const;

// ---------------------------------------------------------------- states

/** Process and version status: edit (0) → pre_release (1) → release (2). */
export const PROCESS_STATUS = ProcessStatus;
export type VersionStatus = ProcessStatusValue;
export const PROCESS_STATUS_NAMES: Record<ProcessStatusValue, 'edit' | 'pre_release' | 'release'> = {
  0: 'edit',
  1: 'pre_release',
  2: 'release',
};
export const PROCESS_STATUS_LABELS: Record<ProcessStatusValue, Bilingual> = {
  0: { zh_CN: '编辑中', en_US: 'Editing' },
  1: { zh_CN: '待发布', en_US: 'Awaiting publishing' },
  2: { zh_CN: '已发布', en_US: 'Published' },
};

/** What a version record says happened: submitted, withdrawn, approved, rejected, returned. */
export const VERSION_RECORD_TYPES = VersionOperation;
export type VersionRecordType = VersionOperationValue;
export const VERSION_RECORD_LABELS: Record<VersionRecordType, Bilingual> = {
  release: { zh_CN: '提交发布', en_US: 'Submitted' },
  devback: { zh_CN: '撤回', en_US: 'Withdrawn' },
  appr: { zh_CN: '审核通过', en_US: 'Approved' },
  reject: { zh_CN: '审核不通过', en_US: 'Rejected' },
  back: { zh_CN: '退回', en_US: 'Returned' },
};

// ---------------------------------------------------------------- transitions

export const VERSION_ACTIONS = ['publish', 'withdraw', 'approve', 'reject', 'back', 'delete'] as const;
export type VersionAction = (typeof VERSION_ACTIONS)[number];

export interface VersionTransition {
  /** Who may take it: the process's developer or its owner. */
  actor: 'developer' | 'owner';
  from: readonly VersionStatus[];
  /** The status afterwards; null: the version becomes inactive (deleted). */
  to: VersionStatus | null;
  /** The record written, if any. */
  record: VersionRecordType | null;
  reasonRequired: boolean;
  /** The message when the version is in none of `from`. */
  refusal: MessageKey;
}

const { EDIT, PRE_RELEASE, RELEASE } = ProcessStatus;

/**
 * The version lifecycle, the one table both sides read: the server refuses
 * anything else, the console shows only the buttons it allows.
 */
export const VERSION_TRANSITIONS: Record<VersionAction, VersionTransition> = {
  publish: {
    actor: 'developer',
    from: [EDIT],
    to: PRE_RELEASE,
    record: 'release',
    reasonRequired: false,
    refusal: 'versions.publishNotEdit',
  },
  withdraw: {
    actor: 'developer',
    from: [PRE_RELEASE],
    to: EDIT,
    record: 'devback',
    reasonRequired: false,
    refusal: 'versions.notPending',
  },
  approve: {
    actor: 'owner',
    from: [PRE_RELEASE],
    to: RELEASE,
    record: 'appr',
    reasonRequired: false,
    refusal: 'versions.notPending',
  },
  reject: {
    actor: 'owner',
    from: [PRE_RELEASE],
    to: EDIT,
    record: 'reject',
    reasonRequired: true,
    refusal: 'versions.notPending',
  },
  back: {
    actor: 'owner',
    from: [PRE_RELEASE],
    to: EDIT,
    record: 'back',
    reasonRequired: true,
    refusal: 'versions.notPending',
  },
  delete: {
    actor: 'developer',
    from: [EDIT, RELEASE],
    to: null,
    record: null,
    reasonRequired: false,
    refusal: 'versions.deletePending',
  },
};

export interface TransitionContext {
  version: { status: VersionStatus; active: boolean };
  /** The caller is the process's developer. */
  isDeveloper: boolean;
  /** The caller is the process's owner. */
  isOwner: boolean;
  /** Another active version of the process awaits publishing (only one may at a time). */
  otherPending?: boolean;
}

/** Why an action is refused for this caller and version, or null when it is allowed. */
export function versionActionRefusal(action: VersionAction, c: TransitionContext): MessageKey | null {
  const t = VERSION_TRANSITIONS[action];
  if (!c.version.active) return 'versions.inactive';
  if (t.actor === 'developer' && !c.isDeveloper) return 'versions.notDeveloper';
  if (t.actor === 'owner' && !c.isOwner) return 'versions.notOwner';
  if (!t.from.includes(c.version.status)) return t.refusal;
  if (action === 'publish' && c.otherPending) return 'versions.otherPending';
  return null;
}

/** The actions this caller may take on the version (the console's buttons). */
export function allowedVersionActions(c: TransitionContext): VersionAction[] {
  return VERSION_ACTIONS.filter((a) => versionActionRefusal(a, c) === null);
}

// ---------------------------------------------------------------- file names

/** Characters no file name may contain (console-core.md §5), `/` included: it separates folders. */
export const FILE_NAME_FORBIDDEN = /[\\/:*?"<>|]/;

export type EntryNameProblem = 'empty' | 'forbiddenCharacter' | 'absolute' | 'traversal';

/**
 * What is wrong with a path inside a package, or null: no forbidden
 * character or control character, not absolute, no `..` segment.
 */
export function entryNameProblem(name: string): EntryNameProblem | null {
  if (name === '' || name === '/') return 'empty';
  if (name.startsWith('/')) return 'absolute';
  // A package path is file names joined by `/`: each of them must be a valid name.
  const invalid = (n: string) =>
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused
    FILE_NAME_FORBIDDEN.test(n) || /[\u0000-\u001f\u007f]/.test(n);
  if (name.split('/').some(invalid)) return 'forbiddenCharacter';
  if (name.split('/').includes('..')) return 'traversal';
  return null;
}

/** A package path as written in the manifest: `./main.js` and `main.js` name the same entry. */
export function normaliseEntryPath(p: string): string {
  return p.trim().replace(/^(\.\/)+/, '');
}

// ---------------------------------------------------------------- manifest

export const RUNTIMES = ['node', 'shell'] as const;
export type Runtime = (typeof RUNTIMES)[number];

export const PARAMETER_TYPES = ['string', 'number', 'boolean', 'date', 'datetime', 'file'] as const;
export type ParameterType = (typeof PARAMETER_TYPES)[number];
/** Parameter names reach the entry as environment variables (RPA_PARAM_<NAME>). */
export const PARAMETER_NAME_PATTERN = /^[A-Za-z_][A-Za-z0-9_]{0,63}$/;

export const FLOW_NODE_TYPES = ['start', 'end', 'task', 'decision'] as const;
export type FlowNodeType = (typeof FLOW_NODE_TYPES)[number];

/** A version number: a digit or letter first, then letters, digits, `.`, `_` or `-`, at most 30. */
export const VERSION_NUMBER_PATTERN = /^[0-9A-Za-z][0-9A-Za-z._-]{0,29}$/;

/** Field errors carry message keys; the server reports them in the caller's language. */
export const processName = nameText({
  min: PROCESS_LIMITS.NAME_MIN,
  max: PROCESS_LIMITS.NAME_MAX,
  lengthKey: 'processes.nameLength',
});
export const processIntroduction = plainText(PROCESS_LIMITS.INTRODUCTION_MAX, 'processes.introductionLength');
export const processHelp = plainText(PROCESS_LIMITS.HELP_MAX, 'processes.helpLength');

const defaultValue = z
  .union([z.string(), z.number(), z.boolean(), z.null()])
  .optional()
  .transform((v) => (v === null || v === undefined ? '' : String(v)))
  .pipe(z.string().max(1000));

export const processParameterSchema = z.object({
  name: z.string().trim().regex(PARAMETER_NAME_PATTERN, 'processes.parameterNameInvalid'),
  description: z.string().trim().max(126).default(''),
  type: z.enum(PARAMETER_TYPES).default('string'),
  defaultValue,
  help: z.string().trim().max(254).default(''),
  required: z.boolean().default(false),
});

/** Parameters: names unique whatever their case (they become environment variable names). */
export const processParametersSchema = z
  .array(processParameterSchema)
  .max(PROCESS_LIMITS.PARAMETERS_MAX)
  .superRefine((list, ctx) => {
    const seen = new Set<string>();
    list.forEach((p, i) => {
      const key = p.name.toLowerCase();
      if (seen.has(key)) {
        ctx.addIssue({
          code: 'custom',
          path: [i, 'name'],
          message: 'processes.parameterDuplicate',
          params: { name: p.name },
        });
      }
      seen.add(key);
    });
  });

const nodeId = z.string().trim().min(1).max(64);
export const processFlowSchema = z
  .object({
    nodes: z
      .array(
        z.object({
          id: nodeId,
          label: z.string().trim().min(1).max(100),
          type: z.enum(FLOW_NODE_TYPES).optional(),
        }),
      )
      .max(PROCESS_LIMITS.FLOW_NODES_MAX)
      .default([]),
    edges: z
      .array(z.object({ from: nodeId, to: nodeId, label: z.string().trim().max(100).optional() }))
      .max(PROCESS_LIMITS.FLOW_EDGES_MAX)
      .default([]),
  })
  .superRefine((flow, ctx) => {
    const ids = new Set<string>();
    flow.nodes.forEach((n, i) => {
      if (ids.has(n.id)) {
        ctx.addIssue({
          code: 'custom',
          path: ['nodes', i, 'id'],
          message: 'processes.flowNodeDuplicate',
          params: { node: n.id },
        });
      }
      ids.add(n.id);
    });
    flow.edges.forEach((e, i) => {
      for (const end of ['from', 'to'] as const) {
        if (!ids.has(e[end])) {
          ctx.addIssue({
            code: 'custom',
            path: ['edges', i, end],
            message: 'processes.flowEdgeUnknownNode',
            params: { node: e[end] },
          });
        }
      }
    });
  });

const packagePath = z.string().trim().min(1).max(255).transform(normaliseEntryPath);

/** Services of the platform a process may declare it needs; robots hand their settings to its runs. */
export const PROCESS_NEEDS = ['aiServer'] as const;
export type ProcessNeed = (typeof PROCESS_NEEDS)[number];
const isNeed = (n: string): n is ProcessNeed => (PROCESS_NEEDS as readonly string[]).includes(n);

/** `needs`: each one a service the platform provides, kept once. */
export const processNeedsSchema = z
  .array(z.string().trim())
  .superRefine((list, ctx) => {
    list.forEach((need, i) => {
      if (isNeed(need)) return;
      ctx.addIssue({
        code: 'custom',
        path: [i],
        message: 'processes.needUnknown',
        params: { need, known: PROCESS_NEEDS.join(', ') },
      });
    });
  })
  .transform((list) => [...new Set(list.filter(isNeed))]);

/** `variables`: names of variables (of the robot's department) the run receives as RPA_VAR_<NAME>; each kept once. */
export const processVariablesSchema = z
  .array(nameText({ max: 50, lengthKey: 'variables.nameLength' }))
  .max(100)
  .transform((list) => [...new Map(list.map((n) => [n.toLowerCase(), n])).values()]);

/** `manifest.json` at the root of a process package (docs/process-package.md). */
export const processManifestSchema = z.object({
  name: processName,
  version: z.string().trim().regex(VERSION_NUMBER_PATTERN, 'versions.numberInvalid'),
  entry: packagePath,
  runtime: z.enum(RUNTIMES),
  introduction: processIntroduction.default(''),
  help: processHelp.default(''),
  icon: packagePath.optional(),
  parameters: processParametersSchema.default([]),
  flow: processFlowSchema.default({ nodes: [], edges: [] }),
  /** Absent from manifests stored before processes could declare needs. */
  needs: processNeedsSchema.optional(),
  /** Variables the run needs; absent: none. */
  variables: processVariablesSchema.optional(),
  /** Custom components the run uses (docs/process-package.md); absent: none. */
  components: processComponentsSchema.optional(),
  /** Absent or `process`; a component package says `component` and is refused here. */
  kind: z.literal('process', 'components.processKind').optional(),
});

export type ProcessParameter = z.output<typeof processParameterSchema>;
export type ProcessFlow = z.output<typeof processFlowSchema>;
export type FlowNode = ProcessFlow['nodes'][number];
export type FlowEdge = ProcessFlow['edges'][number];
export type ProcessManifest = z.output<typeof processManifestSchema>;

// ---------------------------------------------------------------- run parameters

export interface RunParameterIssue {
  name: string;
  /** A server message key; format it with `params` (`format(messages[key][lang], params)`). */
  key: Extract<
    MessageKey,
    | 'processes.parameterRequired'
    | 'processes.parameterFileName'
    | 'processes.parameterNumber'
    | 'processes.parameterBoolean'
    | 'processes.parameterDate'
  >;
  params: { name: string };
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DATETIME = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2})?/;

/**
 * The run dialog's check (console-core.md §5): every required parameter
 * filled ("parameter {name} required"), file names without special
 * characters or spaces, numbers, booleans and dates well-formed. `values`
 * are what the dialog submits (pre-filled with the defaults).
 */
export function validateRunParameters(
  parameters: readonly ProcessParameter[],
  values: Readonly<Record<string, string | undefined>>,
): RunParameterIssue[] {
  const issues: RunParameterIssue[] = [];
  const add = (name: string, key: RunParameterIssue['key']) => issues.push({ name, key, params: { name } });
  for (const p of parameters) {
    const v = (values[p.name] ?? '').trim();
    if (v === '') {
      if (p.required) add(p.name, 'processes.parameterRequired');
      continue;
    }
    if (p.type === 'file' && (FILE_NAME_FORBIDDEN.test(v) || /\s/.test(v))) {
      add(p.name, 'processes.parameterFileName');
    } else if (p.type === 'number' && !Number.isFinite(Number(v))) {
      add(p.name, 'processes.parameterNumber');
    } else if (p.type === 'boolean' && v !== 'true' && v !== 'false') {
      add(p.name, 'processes.parameterBoolean');
    } else if (
      (p.type === 'date' && !DATE.test(v)) ||
      (p.type === 'datetime' && !DATETIME.test(v)) ||
      ((p.type === 'date' || p.type === 'datetime') && Number.isNaN(Date.parse(v)))
    ) {
      add(p.name, 'processes.parameterDate');
    }
  }
  return issues;
}

// ---------------------------------------------------------------- DTOs

/** Edit (0), awaiting publishing (1: a version awaits the owner) or published (2). */
export const processStatus = z.literal([EDIT, PRE_RELEASE, RELEASE]);

/** A row of the process lists (developer, owner and manager). */
export const processRow = z.object({
  id: z.number().int(),
  name: z.string(),
  keywords: z.string(),
  introduction: z.string(),
  description: z.string(),
  /** sha256 of the icon (changes with it: a cache key for `GET /process/icon`), or null. */
  icon: z.string().nullable(),
  status: processStatus,
  /** Number of the newest active version. */
  latestVersion: z.string().nullable(),
  /** Active versions. */
  versionCount: z.number().int(),
  /** Number of the newest active published version: the one that runs. */
  releasedVersion: z.string().nullable(),
  /** The version awaiting the owner, if any. */
  pendingVersionId: z.number().int().nullable(),
  developer: personRef.nullable(),
  owner: personRef.nullable(),
  ...departmentRef,
  userCount: z.number().int(),
  dispatchCount: z.number().int(),
  lastRunAt: timeText.nullable(),
  createdAt: timeText,
  updatedAt: timeText,
});
export type ProcessRow = z.infer<typeof processRow>;

/** The run times of a process, and of a schedule, which sets its own. */
export const runTimeFields = {
  /** Minutes a task may wait for a robot. */
  waitTimeout: z.number().int(),
  /** Minutes a run may take. */
  runTimeout: z.number().int(),
  /** Minutes the work takes a person (for savings figures). */
  manualMinutes: z.number().int(),
  /** Minutes after which a run stops itself (0: never). */
  autoStopMinutes: z.number().int(),
};

/** The run settings and texts a developer edits. */
export const processSettings = z.object({
  name: z.string(),
  keywords: z.string(),
  introduction: z.string(),
  description: z.string(),
  help: z.string(),
  assistant: z.boolean(),
  startOnBoot: z.boolean(),
  ...runTimeFields,
  failedRetries: z.number().int(),
  parameters: z.array(processParameterSchema),
});
export type ProcessSettings = z.infer<typeof processSettings>;

/** `GET /process/{dev,owner,manager}/detail`. */
export const processDetail = processRow.extend({
  ...processSettings.shape,
  iconMime: z.string().nullable(),
  flow: processFlowSchema,
  users: z.array(personRef),
  ownerConfirmedAt: timeText.nullable(),
});
export type ProcessDetail = z.infer<typeof processDetail>;

/** The process and version a row is about (a version record, a run, a version awaiting audit): ids, name and number. */
export const processVersionRef = {
  processId: z.number().int(),
  processName: z.string(),
  versionId: z.number().int(),
  versionNumber: z.string(),
};

/** The last record of a version: what the developer sees after a return or rejection. */
export const versionRecordRow = z.object({
  id: z.number().int(),
  ...processVersionRef,
  type: z.enum(VERSION_RECORD_TYPES),
  actor: personRef.nullable(),
  /** The actor's name at the time (kept after the user is deleted). */
  actorName: z.string(),
  reason: z.string(),
  at: timeText,
});
export type VersionRecordRow = z.infer<typeof versionRecordRow>;

export const versionRow = z.object({
  id: z.number().int(),
  processId: z.number().int(),
  number: z.string(),
  status: processStatus,
  /** False once deleted: kept for its history and package, no longer published or run. */
  active: z.boolean(),
  /** Package size in bytes. */
  size: z.number().int(),
  packageSha256: z.string(),
  runtime: z.enum(RUNTIMES),
  entry: z.string(),
  introduction: z.string(),
  developer: personRef.nullable(),
  /** The owner confirmed when it was submitted. */
  owner: personRef.nullable(),
  createdAt: timeText,
  submittedAt: timeText.nullable(),
  releasedAt: timeText.nullable(),
  lastRunAt: timeText.nullable(),
  dispatchCount: z.number().int(),
  lastRecord: versionRecordRow.nullable(),
});
export type VersionRow = z.infer<typeof versionRow>;

/** `POST /process/dev/upload`: the process (new or existing) and the version the package became. */
export const packageUploadResult = z.object({
  created: z.boolean(),
  process: processDetail,
  version: versionRow,
});
export type PackageUploadResult = z.infer<typeof packageUploadResult>;

export const deleteVersionResult = z.object({
  /** True when it was the last active version, so the process went with it. */
  processDeleted: z.boolean(),
});
export type DeleteVersionResult = z.infer<typeof deleteVersionResult>;

/** A user to choose (owner candidates, assignable users). */
export const userOption = personRef.extend({ departmentName: z.string() });
export type UserOption = z.infer<typeof userOption>;

/** A row of the user's list: released processes assigned to them. */
export const userProcessRow = z.object({
  id: z.number().int(),
  name: z.string(),
  keywords: z.string(),
  introduction: z.string(),
  icon: z.string().nullable(),
  /** The version that runs. */
  version: z.string(),
  versionId: z.number().int(),
  developer: personRef.nullable(),
  owner: personRef.nullable(),
  dispatchCount: z.number().int(),
  lastRunAt: timeText.nullable(),
});
export type UserProcessRow = z.infer<typeof userProcessRow>;

/** `GET /process/user/detail`: what the run dialog and the flow chart need. */
export const userProcessDetail = userProcessRow.extend({
  description: z.string(),
  help: z.string(),
  parameters: z.array(processParameterSchema),
  flow: processFlowSchema,
  assistant: z.boolean(),
  waitTimeout: z.number().int(),
  runTimeout: z.number().int(),
});
export type UserProcessDetail = z.infer<typeof userProcessDetail>;
