import { Code, type ForwardResult, format, messages } from '@rpa/contracts';
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../platform/http/errors';
import { sendMessage } from '../messages';
import { processes } from '../processes';
import { users } from '../users';
import { type Destination, placeFile } from './place';
import { files, forwardHistory, forwardRules } from './schema';

type FileRecord = typeof files.$inferSelect;
type Rule = typeof forwardRules.$inferSelect;

/** A receiver of a rule: where the copy goes and how it is named in the history. */
interface Receiver {
  kind: 'user' | 'process';
  label: string;
  to: Destination | null;
  userId?: number;
}

/**
 * Gives a copy of each arrived file to the receivers of every enabled rule
 * whose source it arrived at: a robot's file of the rule's process, or a
 * file in the rule owner's own files. A forwarded file is not forwarded
 * again (two rules could otherwise pass it back and forth). Each receiver
 * gets a history row, success or failed with the reason; a failure never
 * undoes the arrival. Receiving users are told in the bell.
 */
export async function forwardArrivals(api: FastifyInstance, fileIds: readonly number[]): Promise<void> {
  if (fileIds.length === 0) return;
  const db = api.database.db;
  const arrived = await db
    .select()
    .from(files)
    .where(and(inArray(files.id, [...fileIds]), sql`${files.source} <> 'forward'`));
  // The rules of every arrival in one query (a run's files arrive together), then matched per file.
  const fromProcess = (f: FileRecord) => (f.source === 'client' ? f.processId : null);
  const fromOwner = (f: FileRecord) => (f.place === 'personal' ? f.ownerId : null);
  const processIds = [...new Set(arrived.map(fromProcess).filter((id) => id !== null))];
  const ownerIds = [...new Set(arrived.map(fromOwner).filter((id) => id !== null))];
  if (!processIds.length && !ownerIds.length) return;
  const rules = await db
    .select()
    .from(forwardRules)
    .where(
      and(
        eq(forwardRules.enabled, true),
        or(
          processIds.length
            ? and(eq(forwardRules.source, 'process'), inArray(forwardRules.sourceProcessId, processIds))
            : undefined,
          ownerIds.length
            ? and(eq(forwardRules.source, 'mine'), inArray(forwardRules.ownerId, ownerIds))
            : undefined,
        ),
      ),
    )
    .orderBy(forwardRules.id);
  const receivers = new Map<number, Promise<Receiver[]>>();
  for (const file of arrived) {
    for (const rule of rules) {
      const applies =
        (rule.source === 'process' && rule.sourceProcessId === fromProcess(file)) ||
        (rule.source === 'mine' && rule.ownerId === fromOwner(file));
      if (!applies) continue;
      if (!receivers.has(rule.id)) receivers.set(rule.id, receiversOf(api, rule));
      await forwardOne(api, rule, file, await (receivers.get(rule.id) as Promise<Receiver[]>));
    }
  }
}

async function forwardOne(
  api: FastifyInstance,
  rule: Rule,
  file: FileRecord,
  receivers: Receiver[],
): Promise<void> {
  const db = api.database.db;
  const lang = api.config.appLang;
  for (const receiver of receivers) {
    const same =
      receiver.to &&
      receiver.to.place === file.place &&
      (receiver.to.place === 'personal'
        ? receiver.to.ownerId === file.ownerId
        : receiver.to.processId === file.processId);
    if (same) continue;
    let result: ForwardResult = 'success';
    let reason = '';
    try {
      if (!receiver.to) throw new AppError(Code.BAD_REQUEST, 'files.receiverGone');
      const to = receiver.to;
      await db.transaction(async (tx) => {
        const name = rule.receiveMode === 'rename' ? await freeName(tx, to, file) : file.name;
        await placeFile(
          tx,
          to,
          { ...file, name, source: 'forward', description: file.description, taskId: file.taskId },
          {
            actor: rule.name,
            create: 'forward',
            cover: 'forward',
            detail: `#${file.id} ${file.folder}${file.name}`,
          },
        );
      });
    } catch (err) {
      result = 'failed';
      reason =
        err instanceof AppError
          ? format(messages[err.key][lang], err.params)
          : String((err as Error).message);
    }
    await db.insert(forwardHistory).values({
      ruleId: rule.id,
      ruleName: rule.name,
      fileId: file.id,
      fileName: `${file.folder}${file.name}`.slice(0, 255),
      receiver: receiver.label.slice(0, 255),
      receiverKind: receiver.kind,
      result,
      reason: reason.slice(0, 500),
    });
    if (result === 'success' && receiver.userId)
      await sendMessage(api, {
        userIds: [receiver.userId],
        alertLevel: 'info',
        alertType: 'system',
        module: 'files',
        text: { desc: 'files.forwardedToYou', params: { rule: rule.name, name: file.name } },
      });
  }
}

/** The rule's receivers as they are now: a user deleted or locked, or a process deleted, cannot receive. */
async function receiversOf(api: FastifyInstance, rule: Rule): Promise<Receiver[]> {
  const db = api.database.db;
  const people = rule.receiverUserIds.length
    ? await db
        .select({
          id: users.id,
          account: users.account,
          departmentId: users.departmentId,
          status: users.status,
        })
        .from(users)
        .where(inArray(users.id, rule.receiverUserIds))
    : [];
  const procs = rule.receiverProcessIds.length
    ? await db
        .select({ id: processes.id, name: processes.name, departmentId: processes.departmentId })
        .from(processes)
        .where(inArray(processes.id, rule.receiverProcessIds))
    : [];
  return [
    ...rule.receiverUserIds.map((id): Receiver => {
      const u = people.find((p) => p.id === id);
      return {
        kind: 'user',
        label: u?.account ?? `#${id}`,
        userId: u?.status === 'normal' ? id : undefined,
        to:
          u && u.status === 'normal'
            ? { place: 'personal', ownerId: id, processId: null, departmentId: u.departmentId }
            : null,
      };
    }),
    ...rule.receiverProcessIds.map((id): Receiver => {
      const p = procs.find((x) => x.id === id);
      return {
        kind: 'process',
        label: p?.name ?? `#${id}`,
        to: p ? { place: 'process', ownerId: null, processId: id, departmentId: p.departmentId } : null,
      };
    }),
  ];
}

/** `name (n).ext`, the first n the receiver's folder does not hold yet. */
async function freeName(
  db: Parameters<typeof placeFile>[0],
  to: Destination,
  file: FileRecord,
): Promise<string> {
  const owner =
    to.place === 'personal' ? eq(files.ownerId, to.ownerId ?? -1) : eq(files.processId, to.processId ?? -1);
  const held = new Set(
    (
      await db
        .select({ name: files.name })
        .from(files)
        .where(and(eq(files.place, to.place), owner, eq(files.folder, file.folder)))
    ).map((r) => r.name),
  );
  if (!held.has(file.name)) return file.name;
  const dot = file.name.lastIndexOf('.');
  const [stem, ext] = dot > 0 ? [file.name.slice(0, dot), file.name.slice(dot)] : [file.name, ''];
  for (let n = 1; ; n++) {
    const candidate = `${stem} (${n})${ext}`;
    if (!held.has(candidate)) return candidate;
  }
}
