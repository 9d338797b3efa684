import type { RouteContract, RoutePermission } from '@rpa/contracts';
import { z } from 'zod';
import type { RegisteredRoute } from '../../app';
import { VERSION } from '../../version';
import { signInExamples } from './examples';

/** A JSON Schema object as zod writes it. */
type Schema = Record<string, unknown>;

const IDENTITY_NAMES: Record<string, string> = { 1: 'manager', 2: 'developer', 3: 'owner', 4: 'user' };

/** Headers every signed call carries (docs/api.md "Request headers"). */
const SECURITY_SCHEMES = {
  accesstoken: {
    type: 'apiKey',
    in: 'header',
    name: 'accesstoken',
    description: 'The session token from POST /oauth/token.',
  },
  timestamp: {
    type: 'apiKey',
    in: 'header',
    name: 'timestamp',
    description: 'Milliseconds since the epoch, within 5 minutes of the server clock.',
  },
  nonce: {
    type: 'apiKey',
    in: 'header',
    name: 'nonce',
    description: '16-64 characters of A-Z a-z 0-9 _ -, never reused.',
  },
  applicationToken: {
    type: 'oauth2',
    description:
      "An application's access token from POST /open/oauth/token, sent as `Authorization: Bearer`.",
    // The token URL under the API base is filled in by openApiDocument.
    flows: { clientCredentials: { tokenUrl: '/open/oauth/token', scopes: {} } },
  },
  signature: {
    type: 'apiKey',
    in: 'header',
    name: 'signature',
    description:
      'HMAC-SHA256 (hex) of the canonical request under the session signKey; see docs/api.md "Signature".',
  },
} as const;
const SIGNED = [{ accesstoken: [], timestamp: [], nonce: [], signature: [] }];
/** An application's open-API token (docs/open-api.md): a bearer token, no signature. */
const APPLICATION = [{ applicationToken: [] }];

/** Shared sub-schemas (recursive ones, such as permission trees), gathered for `components.schemas`. */
type Definitions = Record<string, Schema>;

/** Points `#/$defs/x` at `#/components/schemas/<prefix>x`, everywhere in `value`. */
function moveRefs(value: unknown, prefix: string): unknown {
  if (Array.isArray(value)) return value.map((v) => moveRefs(v, prefix));
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([k, v]) => [
      k,
      k === '$ref' && typeof v === 'string' && v.startsWith('#/$defs/')
        ? `#/components/schemas/${prefix}${v.slice('#/$defs/'.length)}`
        : moveRefs(v, prefix),
    ]),
  );
}

/**
 * zod's own JSON Schema for one side of a schema: `input` for what a caller
 * sends (defaults optional), `output` for what the server answers. Types
 * JSON cannot say (dates, transforms) become `{}` rather than failing. Its
 * `$defs` move to the document's components, named after `prefix`.
 */
function jsonSchema(schema: z.ZodType, io: 'input' | 'output', defs: Definitions, prefix: string): Schema {
  const {
    $schema: _,
    $defs,
    ...out
  } = z.toJSONSchema(schema, {
    io,
    unrepresentable: 'any',
    target: 'draft-2020-12',
  }) as Schema;
  for (const [name, def] of Object.entries(($defs ?? {}) as Record<string, Schema>)) {
    defs[`${prefix}${name}`] = moveRefs(def, prefix) as Schema;
  }
  return moveRefs(out, prefix) as Schema;
}

function envelope(result: Schema): Schema {
  return {
    type: 'object',
    required: ['code', 'msg', 'result'],
    properties: {
      code: {
        type: 'integer',
        description: '0 on success, an error code otherwise (docs/api.md "Envelope").',
      },
      msg: { type: 'string', description: 'A sentence in the caller’s language (the `lang` header).' },
      result,
    },
  };
}

const ERROR_RESPONSE = {
  description: 'Refused: the envelope with an error code and `result: null`.',
  content: { 'application/json': { schema: envelope({ type: 'null' }) } },
};

/** The permission as one readable line, per identity when it differs by identity. */
export function permissionText(permission: RoutePermission): string {
  if (typeof permission === 'string') {
    if (permission === 'public') return 'public (no session)';
    if (permission === 'session') return 'any signed-in user';
    if (permission === 'application') return "an application's open-API token";
    return permission;
  }
  return Object.entries(permission)
    .map(([identity, keys]) => `${IDENTITY_NAMES[identity] ?? identity}: ${[keys].flat().join(' or ')}`)
    .join(', ');
}

/** `/sauth/role/:id` becomes `/sauth/role/{id}`. */
function openApiPath(url: string): string {
  return url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
}

/** A GET's input as query parameters, one per top-level property. */
function queryParameters(input: z.ZodType, defs: Definitions, prefix: string): Schema[] {
  const schema = jsonSchema(input, 'input', defs, prefix);
  const properties = (schema.properties ?? {}) as Record<string, Schema>;
  const required = new Set((schema.required ?? []) as string[]);
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: 'query',
    required: required.has(name),
    schema: property,
    ...(typeof property.description === 'string' ? { description: property.description } : {}),
  }));
}

function pathParameters(url: string): Schema[] {
  return [...url.matchAll(/:([A-Za-z0-9_]+)/g)].map(([, name]) => ({
    name,
    in: 'path',
    required: true,
    schema: { type: 'string' },
  }));
}

function operation(contract: RouteContract, url: string, defs: Definitions): Schema {
  const kind = contract.kind ?? 'json';
  const permission = permissionText(contract.permission);
  const operationId = `${contract.method.toLowerCase()}${openApiPath(url)
    .replace(/[{}]/g, '')
    .split(/[^A-Za-z0-9]+/)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join('')}`;
  const op: Schema = {
    tags: [contract.tag ?? 'other'],
    summary: contract.summary,
    description: `Permission: ${permission}.`,
    operationId,
    'x-permission': contract.permission,
    security:
      contract.permission === 'public' ? [] : contract.permission === 'application' ? APPLICATION : SIGNED,
  };
  const parameters = pathParameters(url);
  if (contract.input && contract.method === 'GET')
    parameters.push(...queryParameters(contract.input, defs, `${operationId}Query`));
  if (parameters.length > 0) op.parameters = parameters;
  if (contract.input && contract.method === 'POST') {
    const body = jsonSchema(contract.input, 'input', defs, `${operationId}Body`);
    op.requestBody = {
      required: true,
      content:
        kind === 'upload'
          ? {
              'multipart/form-data': {
                schema: {
                  ...body,
                  type: 'object',
                  properties: {
                    ...((body.properties ?? {}) as Schema),
                    file: { type: 'string', contentMediaType: 'application/octet-stream' },
                  },
                  required: [...((body.required ?? []) as string[]), 'file'],
                },
              },
            }
          : { 'application/json': { schema: body } },
    };
  } else if (kind === 'upload') {
    op.requestBody = {
      required: true,
      content: {
        'multipart/form-data': {
          schema: {
            type: 'object',
            required: ['file'],
            properties: { file: { type: 'string', contentMediaType: 'application/octet-stream' } },
          },
        },
      },
    };
  }
  if (kind === 'websocket') {
    op.responses = {
      101: { description: 'Switching protocols: the WebSocket is open.' },
      default: ERROR_RESPONSE,
    };
    return op;
  }
  op.responses = {
    200:
      kind === 'download'
        ? {
            description: 'The file.',
            content: {
              'application/octet-stream': {
                schema: { type: 'string', contentMediaType: 'application/octet-stream' },
              },
            },
          }
        : {
            description: 'Done: `code` 0 and the result.',
            content: {
              'application/json': {
                schema: envelope(jsonSchema(contract.result, 'output', defs, `${operationId}Result`)),
              },
            },
          },
    default: ERROR_RESPONSE,
  };
  signInExamples[`${contract.method} ${contract.path}`]?.(op);
  return op;
}

/**
 * The OpenAPI 3.1 document of every registered route that has a contract,
 * under `apiBase`. Built from the contracts alone, so it says what the
 * server parses and answers.
 */
export function openApiDocument(routes: readonly RegisteredRoute[], apiBase: string): Schema {
  const paths: Record<string, Record<string, Schema>> = {};
  const tags = new Set<string>();
  const defs: Definitions = {};
  for (const route of routes) {
    const contract = route.contract;
    if (!contract || !route.url.startsWith(`${apiBase}/`)) continue;
    const url = route.url.slice(apiBase.length);
    const path = openApiPath(url);
    paths[path] ??= {};
    paths[path][contract.method.toLowerCase()] = operation(contract, url, defs);
    tags.add(contract.tag ?? 'other');
  }
  return {
    openapi: '3.1.0',
    jsonSchemaDialect: 'https://json-schema.org/draft/2020-12/schema',
    info: {
      title: 'RPA console API',
      version: VERSION,
      description:
        'Every call answers the envelope `{code, msg, result}`. Signed calls carry the accesstoken, timestamp, nonce and signature headers; docs/api.md explains the signature step by step.',
    },
    servers: [{ url: apiBase }],
    // Sign-in first, where every client starts; then the domains by name.
    tags: [...tags]
      .sort((a, b) => Number(b === 'auth') - Number(a === 'auth') || a.localeCompare(b))
      .map((name) => ({ name })),
    paths: Object.fromEntries(Object.entries(paths).sort(([a], [b]) => a.localeCompare(b))),
    components: {
      schemas: defs,
      securitySchemes: {
        ...SECURITY_SCHEMES,
        applicationToken: {
          ...SECURITY_SCHEMES.applicationToken,
          flows: { clientCredentials: { tokenUrl: `${apiBase}/open/oauth/token`, scopes: {} } },
        },
      },
    },
  };
}
