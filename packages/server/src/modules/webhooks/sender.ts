import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { Webhook } from 'standardwebhooks';
import { query } from '../../platform/db/rows';

/** Deliveries leased in one pass, and how long a lease holds them from other senders. */
const BATCH = 50;
const LEASE_SECONDS = 60;
/** A receiver's answer within this, or the attempt failed. */
const TIMEOUT_MS = 10_000;
/** The longest wait between two attempts. */
const MAX_DELAY_MS = 8 * 3600_000;
/** What is kept of a receiver's answer. */
const RESPONSE_KEPT = 500;

interface Due {
  id: number;
  webhookId: number;
  messageId: string;
  payload: unknown;
  attempts: number;
  retryFrom: string;
  url: string;
  secretSealed: string;
}

interface Outcome {
  ok: boolean;
  status: number | null;
  response: string;
}

/** The wait after the `attempts`-th failure: the first retry's delay, four times longer each time. */
export function retryDelayMs(firstMs: number, attempts: number): number {
  return Math.min(firstMs * 4 ** Math.max(0, attempts - 1), MAX_DELAY_MS);
}

async function post(d: Due, secret: string): Promise<Outcome> {
  const body = JSON.stringify(d.payload);
  const now = new Date();
  try {
    const res = await fetch(d.url, {
      method: 'POST',
      body,
      redirect: 'manual',
      signal: AbortSignal.timeout(TIMEOUT_MS),
      headers: {
        'content-type': 'application/json',
        'user-agent': 'rpa-console-webhooks',
        'webhook-id': d.messageId,
        'webhook-timestamp': String(Math.floor(now.getTime() / 1000)),
        'webhook-signature': new Webhook(secret).sign(d.messageId, now, body),
      },
    });
    const text = (await res.text()).slice(0, RESPONSE_KEPT);
    return { ok: res.status >= 200 && res.status < 300, status: res.status, response: text };
  } catch (err) {
    const cause = (err as { cause?: { code?: string } }).cause?.code;
    return {
      ok: false,
      status: null,
      response: String(cause ?? (err as Error).message).slice(0, RESPONSE_KEPT),
    };
  }
}

/**
 * Sends the deliveries that are due, of enabled endpoints only (a disabled
 * one's wait for it). Each is leased first, so two nodes never send one at
 * once; an endpoint's deliveries go one after the other, in order, and
 * endpoints side by side, so a slow receiver holds up only its own.
 */
export async function sendDue(app: FastifyInstance): Promise<number> {
  const db = app.database.db;
  const due = await query<Due>(
    db,
    sql`update webhook_deliveries d set next_attempt_at = now() + ${LEASE_SECONDS} * interval '1 second'
        from application_webhooks w
        where w.id = d.webhook_id and d.id in (
          select d2.id from webhook_deliveries d2
          join application_webhooks w2 on w2.id = d2.webhook_id
          where d2.state = 'pending' and w2.enabled and d2.next_attempt_at <= now()
          order by d2.id limit ${BATCH}
          for update of d2 skip locked)
        returning d.id, d.webhook_id as "webhookId", d.message_id as "messageId", d.payload, d.attempts,
          d.retry_from::text as "retryFrom", w.url, w.secret_sealed as "secretSealed"`,
  );
  const byEndpoint = new Map<number, Due[]>();
  for (const d of due.sort((a, b) => Number(a.id) - Number(b.id))) {
    byEndpoint.set(d.webhookId, [...(byEndpoint.get(d.webhookId) ?? []), d]);
  }
  await Promise.all(
    [...byEndpoint.values()].map(async (list) => {
      for (const d of list) await attempt(app, d);
    }),
  );
  return due.length;
}

async function attempt(app: FastifyInstance, d: Due): Promise<void> {
  const outcome = await post(d, app.sealer.open(d.secretSealed));
  const attempts = d.attempts + 1;
  const givesUp = Date.now() - new Date(d.retryFrom).getTime() >= app.config.webhookRetryHours * 3600_000;
  const state = outcome.ok ? 'delivered' : givesUp ? 'failed' : 'pending';
  const next =
    state === 'pending'
      ? new Date(Date.now() + retryDelayMs(app.config.webhookFirstRetryMs, attempts))
      : null;
  await app.database.db.execute(
    sql`update webhook_deliveries set state = ${state}, attempts = ${attempts}, last_status = ${outcome.status},
          last_response = ${outcome.response}, last_attempt_at = now(), next_attempt_at = ${next},
          delivered_at = ${outcome.ok ? sql`now()` : null}
        where id = ${d.id}`,
  );
}
