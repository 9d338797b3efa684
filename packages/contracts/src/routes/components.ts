import { z } from 'zod';
import { COMPONENT_LIMITS } from '../components';
import { defineRoutes } from '../route';
import { emptyAsOmitted, idBody, idQuery, pagedList, timeText } from '../schemas';

/**
 * Custom components (console-administration.md §2, §3; menu 1804): component
 * projects, each with the versions uploaded as component packages
 * (docs/process-package.md, "Component packages"), and the process versions
 * whose manifests declare them.
 */

const port = z.object({ name: z.string(), type: z.string(), description: z.string() });

/** A process version that declares a component version. */
export const componentUser = z.object({
  processId: z.number().int(),
  processName: z.string(),
  versionId: z.number().int(),
  versionNumber: z.string(),
  /** Published (released and not deleted): while one is, the component version cannot be deleted. */
  published: z.boolean(),
});
export type ComponentUser = z.infer<typeof componentUser>;

export const componentVersionRow = z.object({
  id: z.number().int(),
  version: z.string(),
  description: z.string(),
  inputs: z.array(port),
  outputs: z.array(port),
  size: z.number().int(),
  sha256: z.string(),
  uploadedBy: z.string(),
  uploadedAt: timeText,
  usedBy: z.array(componentUser),
});
export type ComponentVersionRow = z.infer<typeof componentVersionRow>;

export const componentRow = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The latest version's number and description. */
  latestVersion: z.string(),
  description: z.string(),
  versionCount: z.number().int(),
  /** Process versions (not deleted) declaring any of its versions. */
  usedByCount: z.number().int(),
  createdBy: z.string(),
  updatedAt: timeText,
});
export type ComponentRow = z.infer<typeof componentRow>;

/** A component with its versions, newest first. */
export const componentDetail = componentRow.extend({ versions: z.array(componentVersionRow) });
export type ComponentDetail = z.infer<typeof componentDetail>;

export const componentsApi = defineRoutes('components', {
  list: pagedList({
    path: '/component/list',
    permission: '1804',
    summary:
      'Custom components by part of the project name, latest update first, with the latest version and how many process versions use them',
    filters: { name: emptyAsOmitted(z.string().trim().max(COMPONENT_LIMITS.NAME_MAX)) },
    row: componentRow,
  }),
  detail: {
    path: '/component/detail',
    permission: '1804',
    summary: 'One component with its versions, their inputs and outputs, and the process versions using each',
    input: idBody,
    result: componentDetail,
  },
  upload: {
    path: '/component/upload',
    permission: '1804:upload',
    summary:
      'Uploads a component package (multipart `file`): a new version, and the project on its first version; checked before anything is stored',
    input: z.object({}),
    result: componentDetail,
    kind: 'upload',
  },
  download: {
    method: 'GET',
    path: '/component/download',
    permission: '1804:download',
    summary: "A component version's package exactly as uploaded (`?id=` the version's id)",
    input: idQuery,
    result: z.null(),
    kind: 'download',
  },
  removeVersion: {
    path: '/component/version/delete',
    permission: '1804:delete',
    summary:
      'Deletes a component version (the project with its last one); refused while a published process version uses it',
    input: idBody,
    result: z.object({ componentDeleted: z.boolean() }),
  },
  remove: {
    path: '/component/delete',
    permission: '1804:delete',
    summary: 'Deletes a component and all its versions; refused while a published process version uses one',
    input: idBody,
    result: z.null(),
  },
  robotComponent: {
    method: 'GET',
    path: '/robot/component/:sha256',
    // The robot's bearer token (from its welcome) is checked by the handler.
    permission: 'public',
    summary:
      'A component package (zip) by its SHA-256, for a robot holding a task whose process version uses it; bearer token of the welcome.',
    result: z.null(),
    kind: 'download',
  },
});
