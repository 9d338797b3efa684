import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { MAX_PAGE_SIZE, type OpenProcessRow, type Page } from '@rpa/contracts';
import { VERSION } from '../../version';
import type { OpenAnswer, OpenCall } from './open-api';
import { RUN_TOOL_PREFIX, registerRunTools, registerTaskTools } from './tools';

const INSTRUCTIONS =
  "Runs the published processes of the application's departments, one run_process_<id> tool each, and follows their tasks: get_task until the state ends (success, failed, stopped, cancelled, pendout, runout), get_task_logs, list_tasks, cancel_task, stop_task.";

/** Only listing the tools and calling a run tool need the processes: other messages spare that query and its log row. */
function needsProcesses(body: unknown): boolean {
  return [body].flat().some((message) => {
    const { method, params } = (message ?? {}) as { method?: unknown; params?: { name?: unknown } };
    if (method === 'tools/list') return true;
    return method === 'tools/call' && String(params?.name).startsWith(RUN_TOOL_PREFIX);
  });
}

/** Every published process the application may run, a page at a time; or the open API's refusal. */
async function publishedProcesses(open: OpenCall): Promise<OpenProcessRow[] | OpenAnswer<unknown>> {
  const all: OpenProcessRow[] = [];
  for (let page = 1; ; page++) {
    const answer = await open<Page<OpenProcessRow>>('/open/process/list', { page, size: MAX_PAGE_SIZE });
    if (answer.code !== 0) return answer;
    all.push(...answer.result.records);
    if (page * MAX_PAGE_SIZE >= answer.result.total) return all;
  }
}

/**
 * The MCP server of one request (the transport is stateless, so each
 * request has its own), with the tools its caller may use; or the open
 * API's refusal when the processes could not be listed.
 */
export async function mcpServerFor(open: OpenCall, body: unknown): Promise<McpServer | OpenAnswer<unknown>> {
  const processes = needsProcesses(body) ? await publishedProcesses(open) : [];
  if (!Array.isArray(processes)) return processes;
  const server = new McpServer({ name: 'rpa-console', version: VERSION }, { instructions: INSTRUCTIONS });
  registerRunTools(server, open, processes);
  registerTaskTools(server, open);
  return server;
}
