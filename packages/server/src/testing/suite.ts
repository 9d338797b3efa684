import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { DEMO_PASSWORD } from '../seed/identities';
import { createTestApp } from './app';
import { type Caller, signIn } from './client';

/** The demo accounts as tests name them: `dev` signs in as `developer`. */
export type DemoAccount = 'admin' | 'manager' | 'owner' | 'dev' | 'user';

/** Signs in each of `who` with the demo password, keyed by the name given. */
export async function signInDemo<K extends DemoAccount>(
  app: FastifyInstance,
  who: readonly K[],
): Promise<Record<K, Caller>> {
  const callers = {} as Record<K, Caller>;
  for (const k of who) callers[k] = await signIn(app, k === 'dev' ? 'developer' : k, DEMO_PASSWORD);
  return callers;
}

/**
 * What `start` gives, shared by the tests of one file: started before them,
 * its app closed after them. The object is empty until the file's first
 * `beforeAll` has run, so read it in hooks and tests only.
 */
export function perFile<T extends { app: FastifyInstance }>(start: () => Promise<T>): T {
  const world = {} as T;
  beforeAll(async () => {
    Object.assign(world, await start());
  });
  afterAll(async () => {
    await world.app?.close();
  });
  return world;
}

/** The app on a copy of the demo data for one file's tests, with `who` signed in. */
export function demoPerFile<K extends DemoAccount>(
  ...who: K[]
): { app: FastifyInstance } & Record<K, Caller> {
  return perFile(async () => {
    const app = await createTestApp({ demo: true });
    return { app, ...(await signInDemo(app, who)) };
  });
}
