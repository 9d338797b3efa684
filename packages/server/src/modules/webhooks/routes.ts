import {
  Code,
  type DeliveryRow,
  type DeliveryState,
  WEBHOOKS_PER_APPLICATION,
  type WebhookEvent,
  type WebhookRow,
  webhooksApi,
} from '@rpa/contracts';
import { and, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { within } from '../../platform/db/conditions';
import { listPage, matchingRows } from '../../platform/db/paging';
import { AppError } from '../../platform/http/errors';
import { route } from '../../platform/http/route';
import { applications } from '../applications';
import { described, logged } from '../oplog';
import { applicationWebhooks, webhookDeliveries } from './schema';
import { newSigningSecret } from './secret';

type Webhook = typeof applicationWebhooks.$inferSelect;

/**
 * An application's webhooks (docs/open-api.md, "Webhooks"): endpoints with
 * their signing secrets (shown once), deliveries and replays, for managers of
 * the application's department.
 */
export async function webhookRoutes(api: FastifyInstance): Promise<void> {
  const db = api.database.db;

  /** The application, when the caller manages its department. */
  async function application(req: FastifyRequest, id: number) {
    const [a] = await db
      .select({ id: applications.id })
      .from(applications)
      .where(and(eq(applications.id, id), within(applications.departmentId, await req.managedDepartments())));
    if (!a) throw new AppError(Code.BAD_REQUEST, 'applications.notFound');
    return a;
  }

  /** The endpoint, when the caller manages its application's department. */
  async function endpoint(req: FastifyRequest, id: number): Promise<Webhook> {
    const [w] = await db
      .select({ w: applicationWebhooks })
      .from(applicationWebhooks)
      .innerJoin(applications, eq(applications.id, applicationWebhooks.applicationId))
      .where(
        and(
          eq(applicationWebhooks.id, id),
          within(applications.departmentId, await req.managedDepartments()),
        ),
      );
    if (!w) throw new AppError(Code.BAD_REQUEST, 'webhooks.notFound');
    return w.w;
  }

  async function rows(where: SQL): Promise<WebhookRow[]> {
    const found = await db.select().from(applicationWebhooks).where(where).orderBy(applicationWebhooks.id);
    const counts = found.length
      ? await db
          .select({ webhookId: webhookDeliveries.webhookId, state: webhookDeliveries.state, n: count() })
          .from(webhookDeliveries)
          .where(
            inArray(
              webhookDeliveries.webhookId,
              found.map((w) => w.id),
            ),
          )
          .groupBy(webhookDeliveries.webhookId, webhookDeliveries.state)
      : [];
    const of = (id: number, state: DeliveryState) =>
      Number(counts.find((c) => c.webhookId === id && c.state === state)?.n ?? 0);
    return found.map((w) => ({
      id: w.id,
      applicationId: w.applicationId,
      url: w.url,
      events: w.events as WebhookEvent[],
      enabled: w.enabled,
      secretPrefix: w.secretPrefix,
      createdAt: w.createdAt.toISOString(),
      pending: of(w.id, 'pending'),
      delivered: of(w.id, 'delivered'),
      failed: of(w.id, 'failed'),
    }));
  }

  async function one(id: number): Promise<WebhookRow> {
    const [row] = await rows(eq(applicationWebhooks.id, id));
    if (!row) throw new AppError(Code.SERVER_ERROR, 'error.system');
    return row;
  }

  route(api, webhooksApi.list, async (req, { applicationId }) => {
    await application(req, applicationId);
    return rows(eq(applicationWebhooks.applicationId, applicationId));
  });

  route(
    api,
    webhooksApi.add,
    logged('applications', 'create', described('addWebhook', { id: 'applicationId', url: 'url' })),
    async (req, input) => {
      await application(req, input.applicationId);
      const [{ n } = { n: 0 }] = await db
        .select({ n: count() })
        .from(applicationWebhooks)
        .where(eq(applicationWebhooks.applicationId, input.applicationId));
      if (n >= WEBHOOKS_PER_APPLICATION) {
        throw new AppError(Code.BAD_REQUEST, 'webhooks.tooMany', { max: WEBHOOKS_PER_APPLICATION });
      }
      const { secret, stored } = newSigningSecret(api.sealer);
      const [row] = await db
        .insert(applicationWebhooks)
        .values({ ...input, ...stored })
        .returning({ id: applicationWebhooks.id });
      if (!row) throw new AppError(Code.SERVER_ERROR, 'error.system');
      return { ...(await one(row.id)), secret };
    },
  );

  route(
    api,
    webhooksApi.modify,
    logged('applications', 'modify', described('editWebhook', { id: 'id', url: 'url' })),
    async (req, { id, ...input }) => {
      await endpoint(req, id);
      await db
        .update(applicationWebhooks)
        .set({ ...input, updatedAt: new Date() })
        .where(eq(applicationWebhooks.id, id));
      return one(id);
    },
  );

  route(
    api,
    webhooksApi.rotateSecret,
    logged('applications', 'modify', described('rotateWebhookSecret', { id: 'id' })),
    async (req, { id }) => {
      await endpoint(req, id);
      const { secret, stored } = newSigningSecret(api.sealer);
      await db
        .update(applicationWebhooks)
        .set({ ...stored, updatedAt: new Date() })
        .where(eq(applicationWebhooks.id, id));
      return { ...(await one(id)), secret };
    },
  );

  route(
    api,
    webhooksApi.remove,
    logged('applications', 'delete', described('deleteWebhook', { id: 'id' })),
    async (req, { id }) => {
      await endpoint(req, id);
      await db.delete(applicationWebhooks).where(eq(applicationWebhooks.id, id));
      return null;
    },
  );

  route(api, webhooksApi.deliveries, async (req, q) => {
    await endpoint(req, q.webhookId);
    const where = and(
      eq(webhookDeliveries.webhookId, q.webhookId),
      q.state ? eq(webhookDeliveries.state, q.state) : undefined,
    );
    return listPage(db, q, matchingRows(db, webhookDeliveries, where), async (limit, offset) => {
      const found = await db
        .select()
        .from(webhookDeliveries)
        .where(where)
        .orderBy(desc(webhookDeliveries.id))
        .limit(limit)
        .offset(offset);
      return found.map(
        (d): DeliveryRow => ({
          id: d.id,
          webhookId: d.webhookId,
          messageId: d.messageId,
          event: d.event as WebhookEvent,
          taskId: d.taskId,
          state: d.state as DeliveryState,
          attempts: d.attempts,
          lastStatus: d.lastStatus,
          lastResponse: d.lastResponse,
          createdAt: d.createdAt.toISOString(),
          lastAttemptAt: d.lastAttemptAt?.toISOString() ?? null,
          nextAttemptAt: d.state === 'pending' ? (d.nextAttemptAt?.toISOString() ?? null) : null,
          deliveredAt: d.deliveredAt?.toISOString() ?? null,
        }),
      );
    });
  });

  route(
    api,
    webhooksApi.replay,
    logged('applications', 'modify', described('replayDeliveries', { id: 'webhookId' })),
    async (req, { webhookId, ids }) => {
      await endpoint(req, webhookId);
      // Failed ones go back to the queue with a fresh retry window; the same message id, as a retry.
      const replayed = await db
        .update(webhookDeliveries)
        .set({ state: 'pending', nextAttemptAt: sql`now()`, retryFrom: sql`now()` })
        .where(
          and(
            eq(webhookDeliveries.webhookId, webhookId),
            eq(webhookDeliveries.state, 'failed'),
            ids ? inArray(webhookDeliveries.id, ids) : undefined,
          ),
        )
        .returning({ id: webhookDeliveries.id });
      return { replayed: replayed.length };
    },
  );
}
