import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import {
  IDEMPOTENCY_KEY_PATTERN,
  isoTime,
  MAX_PAGE_SIZE,
  type OpenProcessRow,
  type ParameterType,
  Priority,
  type ProcessParameter,
  pageOf,
  type TaskDetail,
  TaskState,
  taskDetail,
  taskLogLine,
  taskRow,
} from '@rpa/contracts';
import { z } from 'zod';
import type { OpenAnswer, OpenCall } from './open-api';

/** Run tools are named after their process: `run_process_<id>`. */
export const RUN_TOOL_PREFIX = 'run_process_';

/** What the tools tell of a task: enough to follow it, without the console's bookkeeping. */
const taskFields = {
  id: true,
  processId: true,
  processName: true,
  state: true,
  hint: true,
  priority: true,
  robotName: true,
  createdAt: true,
  startedAt: true,
  finishedAt: true,
  exitCode: true,
  error: true,
} as const;
const taskView = taskDetail.pick({ ...taskFields, files: true });
const taskPage = pageOf(taskRow.pick(taskFields));
const logPage = pageOf(taskLogLine);
const runOutcome = z.object({
  taskId: z.number().int(),
  state: z.enum(TaskState),
  repeated: z.boolean().describe('The task an earlier call with the same idempotency key started'),
});

const taskId = z.number().int().positive().describe('The task id, as a run or list_tasks answered it');
const paging = {
  page: z.number().int().min(1).optional().describe('Page number, from 1 (default 1)'),
  size: z.number().int().min(1).max(MAX_PAGE_SIZE).optional().describe('Rows per page (default 10)'),
};

/**
 * The open API's answer as a tool result: a refusal is an error result with
 * its message (in the request's language), a success its `view` as JSON
 * text and as structured content.
 */
function toolResult<T>(answer: OpenAnswer<T>, view: (result: T) => Record<string, unknown>): CallToolResult {
  if (answer.code !== 0) return { isError: true, content: [{ type: 'text', text: answer.msg }] };
  const value = view(answer.result);
  return { content: [{ type: 'text', text: JSON.stringify(value) }], structuredContent: value };
}

/** Reading, listing, cancelling and stopping the tasks of the application's departments. */
export function registerTaskTools(server: McpServer, open: OpenCall): void {
  const read = { readOnlyHint: true, openWorldHint: false };
  server.registerTool(
    'get_task',
    {
      title: 'Task',
      description:
        "A task of the application's departments: its state (pending and running until it ends success, failed, stopped, cancelled, pendout or runout), times, robot, exit code, error and produced files (download one with GET <API base>/open/task/file?id=<file id> and the same token).",
      inputSchema: { taskId },
      outputSchema: taskView,
      annotations: read,
    },
    async (input) => toolResult(await open('/open/task/detail', input), (t) => taskView.parse(t)),
  );
  server.registerTool(
    'get_task_logs',
    {
      title: 'Task log',
      description: "A page of a task's log lines, oldest first.",
      inputSchema: { taskId, ...paging },
      outputSchema: logPage,
      annotations: read,
    },
    async (input) => toolResult(await open('/open/task/logs', input), (p) => logPage.parse(p)),
  );
  server.registerTool(
    'list_tasks',
    {
      title: 'Tasks',
      description:
        "Tasks of the application's departments, newest first, by state, process and creation time.",
      inputSchema: {
        state: z.enum(TaskState).optional().describe('Only tasks in this state'),
        processId: z.number().int().positive().optional().describe('Only runs of this process'),
        createdFrom: isoTime.optional().describe('Created at or after, ISO 8601 with offset'),
        createdTo: isoTime.optional().describe('Created at or before, ISO 8601 with offset'),
        ...paging,
      },
      outputSchema: taskPage,
      annotations: read,
    },
    async (input) => toolResult(await open('/open/task/list', input), (p) => taskPage.parse(p)),
  );
  const control = {
    cancel: ['Cancel a task', 'Cancels a task that still waits for a robot (state pending).'],
    stop: ['Stop a task', 'Stops a running task: its robot is told to stop it.'],
  } as const;
  for (const [which, [title, description]] of Object.entries(control)) {
    server.registerTool(
      `${which}_task`,
      {
        title,
        description: `${description} A task in a state that does not allow it is refused.`,
        inputSchema: { taskId },
        outputSchema: taskView,
        annotations: { destructiveHint: true, idempotentHint: true, openWorldHint: false },
      },
      async (input) => toolResult(await open(`/open/task/${which}`, input), (t) => taskView.parse(t)),
    );
  }
}

const VALUE_HINTS: Partial<Record<ParameterType, string>> = {
  date: 'A date, YYYY-MM-DD.',
  datetime: 'A date and time, YYYY-MM-DD HH:mm:ss.',
  file: 'A file name, without spaces.',
};

/** A run parameter as a JSON-schema property: typed, described, with its default. */
function valueSchema(p: ProcessParameter) {
  const base = p.type === 'number' ? z.number() : p.type === 'boolean' ? z.boolean() : z.string();
  const description = [p.description, p.help, VALUE_HINTS[p.type]].filter(Boolean).join(' ');
  const typed =
    p.type === 'number'
      ? Number(p.defaultValue)
      : p.type === 'boolean'
        ? p.defaultValue === 'true'
        : p.defaultValue;
  return base.optional().meta({
    ...(description ? { description } : {}),
    ...(p.defaultValue !== '' && !Number.isNaN(typed) ? { default: typed } : {}),
  });
}

/**
 * A run tool's input: the process's parameters, the priority and an
 * idempotency key. Required parameters are listed as required for the
 * client, but the open API checks them, so a missing one is refused with
 * its own message in the caller's language.
 */
function runInput(parameters: readonly ProcessParameter[]) {
  const required = parameters.filter((p) => p.required).map((p) => p.name);
  const values = z
    .object(Object.fromEntries(parameters.map((p) => [p.name, valueSchema(p)])))
    .meta(required.length > 0 ? { required } : {});
  return z.object({
    parameters: values.default({}).describe('The run parameters, by name'),
    priority: z.enum(Priority).optional().describe('urgent, normal (default) or low'),
    idempotencyKey: z
      .string()
      .regex(IDEMPOTENCY_KEY_PATTERN)
      .optional()
      .describe(
        'E.g. your order number (1-128 visible ASCII characters): the same key within 24 hours answers the task the first call started, and starts nothing',
      ),
  });
}

/** One tool per published process the application may run: it starts a run through the open API. */
export function registerRunTools(
  server: McpServer,
  open: OpenCall,
  processes: readonly OpenProcessRow[],
): void {
  for (const p of processes) {
    server.registerTool(
      `${RUN_TOOL_PREFIX}${p.id}`,
      {
        title: p.name,
        description: [
          `Starts a run of the published process "${p.name}" (version ${p.versionNumber}, ${p.departmentName}).`,
          p.description,
          'Answers the task id and state; follow the task with get_task.',
        ]
          .filter(Boolean)
          .join(' '),
        inputSchema: runInput(p.parameters),
        outputSchema: runOutcome,
        annotations: { destructiveHint: false, openWorldHint: false },
      },
      async ({ parameters, priority, idempotencyKey }) => {
        const text = Object.entries(parameters).flatMap(([name, v]) =>
          v === undefined ? [] : [[name, String(v)]],
        );
        const answer = await open<TaskDetail & { repeated: boolean }>(
          '/open/task/run',
          { processId: p.id, parameters: Object.fromEntries(text), ...(priority ? { priority } : {}) },
          idempotencyKey ? { 'idempotency-key': idempotencyKey } : {},
        );
        return toolResult(answer, (t) => ({ taskId: t.id, state: t.state, repeated: t.repeated }));
      },
    );
  }
}
