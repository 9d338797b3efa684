import { z } from 'zod';
import type { Bilingual } from './i18n';

/**
 * Custom components (console-administration.md §2, §3; menu 1804): reusable
 * code a manager uploads as a component package (docs/process-package.md,
 * "Component packages") and processes declare in their manifest's
 * `components`. Robots fetch the ones a run needs, by checksum.
 *
 * Kept free of imports from ./processes: that file uses the rules below in
 * the process manifest, and messages.ts spreads the messages below.
 */

export const COMPONENT_LIMITS = {
  NAME_MIN: 2,
  NAME_MAX: 64,
  VERSION_MAX: 20,
  DESCRIPTION_MAX: 500,
  /** Inputs, and outputs, each. */
  PORTS_MAX: 50,
  PORT_NAME_MAX: 64,
  PORT_TYPE_MAX: 30,
  PORT_DESCRIPTION_MAX: 200,
  /** Components one process version may declare. */
  PER_PROCESS_MAX: 50,
  /** Components are libraries, not whole programs: a smaller limit than process packages. */
  PACKAGE_MAX_MB: 50,
  /** A package may unpack to at most this many times the limit (a guard against zip bombs). */
  UNPACK_FACTOR: 10,
  MAX_ENTRIES: 10_000,
} as const;

/** The manifest's `kind` that makes a package a component package. */
export const COMPONENT_KIND = 'component';

/** A letter or digit, then letters, digits, `_ - .`: the name becomes a folder name and part of an environment variable. */
export const COMPONENT_NAME_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_.-]{1,63}$/;
/** Numbers joined by dots, e.g. 1.0.0 (at most four parts). */
export const COMPONENT_VERSION_PATTERN = /^\d{1,6}(\.\d{1,6}){0,3}$/;

export const componentName = z
  .string('components.nameInvalid')
  .trim()
  .regex(COMPONENT_NAME_PATTERN, 'components.nameInvalid');
export const componentVersion = z
  .string('components.versionInvalid')
  .trim()
  .regex(COMPONENT_VERSION_PATTERN, 'components.versionInvalid');

const portSchema = z.object({
  name: z
    .string('components.portName')
    .trim()
    .min(1, 'components.portName')
    .max(COMPONENT_LIMITS.PORT_NAME_MAX, 'components.portName'),
  type: z
    .string('components.portType')
    .trim()
    .min(1, 'components.portType')
    .max(COMPONENT_LIMITS.PORT_TYPE_MAX, 'components.portType'),
  description: z
    .string()
    .trim()
    .max(COMPONENT_LIMITS.PORT_DESCRIPTION_MAX, 'components.portDescription')
    .default(''),
});
export type ComponentPortValue = z.output<typeof portSchema>;

/** Inputs or outputs: names unique whatever the case. */
const portsSchema = z
  .array(portSchema)
  .max(COMPONENT_LIMITS.PORTS_MAX, 'components.portsMax')
  .superRefine((list, ctx) => {
    const seen = new Set<string>();
    list.forEach((p, i) => {
      const key = p.name.toLowerCase();
      if (seen.has(key))
        ctx.addIssue({
          code: 'custom',
          path: [i, 'name'],
          message: 'components.portTwice',
          params: { name: p.name },
        });
      seen.add(key);
    });
  })
  .default([]);

/** `manifest.json` of a component package, once its `kind` is `component`. */
export const componentManifestSchema = z.object({
  kind: z.literal(COMPONENT_KIND),
  name: componentName,
  version: componentVersion,
  description: z
    .string()
    .trim()
    .max(COMPONENT_LIMITS.DESCRIPTION_MAX, 'components.descriptionLength')
    .default(''),
  /** The file a process loads, inside the zip (`./index.mjs` and `index.mjs` are the same). */
  entry: z
    .string('components.entryRequired')
    .trim()
    .min(1, 'components.entryRequired')
    .max(255)
    .transform((p) => p.replace(/^(\.\/)+/, '')),
  inputs: portsSchema,
  outputs: portsSchema,
});
export type ComponentManifest = z.output<typeof componentManifestSchema>;

/** A process manifest's `components`: each `{ name, version }`, a name at most once. */
export const processComponentsSchema = z
  .array(z.object({ name: componentName, version: componentVersion }))
  .max(COMPONENT_LIMITS.PER_PROCESS_MAX, 'components.perProcessMax')
  .superRefine((list, ctx) => {
    const seen = new Set<string>();
    list.forEach((c, i) => {
      const key = c.name.toLowerCase();
      if (seen.has(key))
        ctx.addIssue({
          code: 'custom',
          path: [i, 'name'],
          message: 'components.declaredTwice',
          params: { name: c.name },
        });
      seen.add(key);
    });
  });
export type ProcessComponent = z.output<typeof processComponentsSchema>[number];

/** The server's words about components (spread into messages.ts). */
export const componentMessages = {
  'components.noFile': {
    zh_CN: '请选择组件包文件（.zip）',
    en_US: 'Choose a component package file (.zip)',
  },
  'components.notZip': {
    zh_CN: '组件包不是有效的 zip 文件',
    en_US: 'The component package is not a valid zip file',
  },
  'components.tooLarge': {
    zh_CN: '组件包不能超过 {max} MB',
    en_US: 'The component package cannot exceed {max} MB',
  },
  'components.unpackedTooLarge': {
    zh_CN: '组件包解压后不能超过 {max} MB',
    en_US: 'The component package cannot unpack to more than {max} MB',
  },
  'components.tooManyEntries': {
    zh_CN: '组件包最多包含 {max} 个文件',
    en_US: 'The component package can hold at most {max} files',
  },
  'components.badEntryName': {
    zh_CN:
      '组件包中的文件名“{name}”无效：不能包含 \\ : * ? " < > | 或控制字符，不能是绝对路径，也不能包含 ..',
    en_US:
      'The file name "{name}" in the component package is not allowed: no \\ : * ? " < > | or control characters, no absolute path, no ..',
  },
  'components.symlinkEntry': {
    zh_CN: '组件包中的“{name}”是符号链接，组件包不能包含符号链接',
    en_US: '"{name}" in the component package is a symbolic link; packages cannot contain links',
  },
  'components.duplicateEntry': {
    zh_CN: '组件包中的文件“{name}”出现了不止一次（文件名不区分大小写）',
    en_US:
      'The file "{name}" appears more than once in the component package (names are compared ignoring case)',
  },
  'components.noManifest': {
    zh_CN: '组件包根目录下缺少 manifest.json',
    en_US: 'The component package has no manifest.json at its root',
  },
  'components.manifestJson': {
    zh_CN: '组件包的 manifest.json 不是有效的 JSON：{detail}',
    en_US: "The component package's manifest.json is not valid JSON: {detail}",
  },
  'components.notComponent': {
    zh_CN: 'manifest.json 的 kind 是“{kind}”，不是组件包；组件包的 kind 为 "component"',
    en_US: 'manifest.json says kind "{kind}": this is not a component package (its kind is "component")',
  },
  'components.manifestInvalid': {
    zh_CN: '组件包的 manifest.json 字段有误：{detail}',
    en_US: "The component package's manifest.json has invalid fields: {detail}",
  },
  'components.entryMissing': {
    zh_CN: '组件包中找不到入口文件 {entry}',
    en_US: 'The entry file {entry} is not in the component package',
  },
  'components.entryRequired': {
    zh_CN: '请填写入口文件（entry）',
    en_US: 'The entry file (entry) is required',
  },
  'components.nameInvalid': {
    zh_CN: '组件项目名称为 2-64 个字符，以字母或数字开头，只能包含字母、数字和 _ - .',
    en_US:
      'A component project name has 2-64 characters, starting with a letter or digit: letters, digits and _ - .',
  },
  'components.versionInvalid': {
    zh_CN: '组件版本号为以点分隔的数字，如 1.0.0（最多 4 段）',
    en_US: 'A component version is numbers joined by dots, e.g. 1.0.0 (at most 4 parts)',
  },
  'components.descriptionLength': {
    zh_CN: '组件描述最多 500 个字符',
    en_US: 'A component description has at most 500 characters',
  },
  'components.portName': {
    zh_CN: '输入/输出名称为 1-64 个字符',
    en_US: 'An input or output name has 1-64 characters',
  },
  'components.portType': {
    zh_CN: '输入/输出类型为 1-30 个字符',
    en_US: 'An input or output type has 1-30 characters',
  },
  'components.portDescription': {
    zh_CN: '输入/输出描述最多 200 个字符',
    en_US: 'An input or output description has at most 200 characters',
  },
  'components.portsMax': {
    zh_CN: '输入和输出各最多 50 个',
    en_US: 'At most 50 inputs and 50 outputs',
  },
  'components.portTwice': {
    zh_CN: '名称 {name} 出现了不止一次',
    en_US: 'The name {name} is used twice',
  },
  'components.versionTaken': {
    zh_CN: '组件 {name} 已有版本 {version}，请修改版本号后再上传',
    en_US: 'Component {name} already has version {version}; change the version and upload again',
  },
  'components.notFound': {
    zh_CN: '组件不存在或已删除',
    en_US: 'The component does not exist or was deleted',
  },
  'components.versionNotFound': {
    zh_CN: '组件版本不存在或已删除',
    en_US: 'The component version does not exist or was deleted',
  },
  'components.inUse': {
    zh_CN: '组件 {name} {version} 正被已发布的流程“{process}”版本 {processVersion} 使用，不能删除',
    en_US:
      'Component {name} {version} is used by process "{process}" version {processVersion}, which is published; it cannot be deleted',
  },
  'components.fileMissing': {
    zh_CN: '组件包文件已丢失，请联系管理员',
    en_US: 'The component package file is missing from storage; contact the administrator',
  },
  'components.unknown': {
    zh_CN: '流程声明的组件 {name} {version} 不存在，请先由管理员上传该组件版本',
    en_US:
      'The process declares component {name} {version}, which does not exist; a manager must upload it first',
  },
  'components.declaredTwice': {
    zh_CN: '组件 {name} 声明了不止一次',
    en_US: 'Component {name} is declared more than once',
  },
  'components.perProcessMax': {
    zh_CN: '一个流程最多声明 50 个组件',
    en_US: 'A process can declare at most 50 components',
  },
  'components.processKind': {
    zh_CN: '流程包的 kind 只能是 "process" 或不填；组件包请在自定义组件中上传',
    en_US: 'A process package has kind "process" or none; upload component packages under Custom components',
  },
  'components.notAllowed': {
    zh_CN: '机器人当前的任务不使用该组件',
    en_US: 'No task this robot holds uses this component',
  },
} satisfies Record<string, Bilingual>;
