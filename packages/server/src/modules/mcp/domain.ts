import type { Domain } from '../../platform/domain';
import { mcpRoutes } from './routes';

/** The MCP server of the open API (modules/index.ts; docs/open-api.md, "MCP"). */
export const domain: Domain = { name: 'mcp', routes: mcpRoutes };
