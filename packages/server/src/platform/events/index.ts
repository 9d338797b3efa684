import { EventEmitter } from 'node:events';
import { Redis } from 'ioredis';

/**
 * Cross-node events (session revocation, a task for a robot on another node).
 * In the embedded mode they stay in this process; with REDIS_URL they go
 * through Redis pub/sub so every node hears them.
 */
export interface EventBus {
  kind: 'memory' | 'redis';
  publish(channel: string, message: unknown): Promise<void>;
  /** Resolves once the subscription is live; returns the unsubscribe function. */
  subscribe(channel: string, handler: (message: unknown) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

export function createMemoryBus(): EventBus {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    kind: 'memory',
    async publish(channel, message) {
      // A copy, so a handler never shares an object with the publisher (as over Redis).
      emitter.emit(channel, structuredClone(message));
    },
    async subscribe(channel, handler) {
      emitter.on(channel, handler);
      return async () => {
        emitter.off(channel, handler);
      };
    },
    async close() {
      emitter.removeAllListeners();
    },
  };
}

/**
 * Channels are named after the installation (`rpa:<installation id>:<channel>`):
 * installations sharing one Redis (pub/sub ignores database numbers) never
 * hear each other's robot commands or revocations.
 */
export async function createRedisBus(url: string, installation: string): Promise<EventBus> {
  const prefix = `rpa:${installation}:`;
  const pub = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 3 });
  const sub = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 3 });
  await Promise.all([pub.connect(), sub.connect()]);
  const handlers = new Map<string, Set<(message: unknown) => void>>();
  sub.on('message', (named: string, text: string) => {
    const set = handlers.get(named.slice(prefix.length));
    if (!set) return;
    const message: unknown = JSON.parse(text);
    for (const h of set) h(message);
  });
  return {
    kind: 'redis',
    async publish(channel, message) {
      await pub.publish(prefix + channel, JSON.stringify(message));
    },
    async subscribe(channel, handler) {
      let set = handlers.get(channel);
      if (!set) {
        set = new Set();
        handlers.set(channel, set);
        await sub.subscribe(prefix + channel);
      }
      set.add(handler);
      return async () => {
        const s = handlers.get(channel);
        if (!s) return;
        s.delete(handler);
        if (s.size === 0) {
          handlers.delete(channel);
          await sub.unsubscribe(prefix + channel);
        }
      };
    },
    async close() {
      handlers.clear();
      await Promise.all([pub.quit(), sub.quit()]);
    },
  };
}

export function createEventBus(redisUrl: string | undefined, installation: string): Promise<EventBus> {
  return redisUrl ? createRedisBus(redisUrl, installation) : Promise.resolve(createMemoryBus());
}
