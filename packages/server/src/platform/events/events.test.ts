import { randomUUID } from 'node:crypto';
import { EventEmitter, once } from 'node:events';
import { afterEach, describe, expect, it } from 'vitest';
import { createMemoryBus, createRedisBus, type EventBus } from './index';

/** Fires on each delivery to a subscriber of `received`. */
const arrivals = new EventEmitter();

/** Subscribes and returns the live list of what arrives. */
async function received(bus: EventBus, channel: string): Promise<unknown[]> {
  const got: unknown[] = [];
  await bus.subscribe(channel, (m) => {
    got.push(m);
    arrivals.emit('message');
  });
  return got;
}

/** Resolves when `check` holds, looking again on each delivery. */
async function until(check: () => boolean, ms = 3000): Promise<void> {
  const signal = AbortSignal.timeout(ms);
  while (!check()) {
    await once(arrivals, 'message', { signal }).catch(() => {
      throw new Error('timed out waiting for an event');
    });
  }
}

const buses: EventBus[] = [];
afterEach(async () => {
  for (const b of buses.splice(0)) await b.close();
});

describe('in-process event bus', () => {
  it('delivers a copy to every subscriber of the channel, and only that channel', async () => {
    const bus = createMemoryBus();
    buses.push(bus);
    const a = await received(bus, 'session.revoked');
    const b = await received(bus, 'other');
    const payload = { token: 't1' };
    await bus.publish('session.revoked', payload);
    expect(a).toEqual([{ token: 't1' }]);
    expect(a[0]).not.toBe(payload);
    expect(b).toEqual([]);
  });

  it('stops delivering after unsubscribe', async () => {
    const bus = createMemoryBus();
    buses.push(bus);
    const got: unknown[] = [];
    const off = await bus.subscribe('c', (m) => got.push(m));
    await off();
    await bus.publish('c', 1);
    expect(got).toEqual([]);
  });
});

// Runs where a Redis server is given (CI sets TEST_REDIS_URL): two buses stand for two nodes.
describe.runIf(process.env.TEST_REDIS_URL)('Redis event bus across nodes', () => {
  it('delivers an event published on one node to a subscriber on another', async () => {
    const url = process.env.TEST_REDIS_URL as string;
    const installation = randomUUID();
    const nodeA = await createRedisBus(url, installation);
    const nodeB = await createRedisBus(url, installation);
    buses.push(nodeA, nodeB);
    const channel = `test.${Date.now()}`;
    const got = await received(nodeB, channel);
    await nodeA.publish(channel, { robot: 'r1', task: 7 });
    await until(() => got.length === 1);
    expect(got).toEqual([{ robot: 'r1', task: 7 }]);
  });

  it('keeps installations sharing one Redis apart', async () => {
    const url = process.env.TEST_REDIS_URL as string;
    const ours = await createRedisBus(url, randomUUID());
    const theirs = await createRedisBus(url, randomUUID());
    buses.push(ours, theirs);
    const channel = `robot.${Date.now()}`;
    const heardByThem = await received(theirs, channel);
    const heardByUs = await received(ours, channel);
    await ours.publish(channel, { stop: 1 });
    await until(() => heardByUs.length === 1);
    // Redis sends a message to every subscriber of its channel at once: a crossing would be here by now.
    await new Promise((r) => setTimeout(r, 200));
    expect(heardByThem).toEqual([]);
  });
});
