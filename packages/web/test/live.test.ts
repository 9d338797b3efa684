import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLiveApplier } from '../src/app/live/apply';
import { liveUrl } from '../src/app/live/connection';

describe('the live socket address', () => {
  it('is the API base with ws for http and wss for https', () => {
    expect(liveUrl('/api', 'http://host:8080/console/tasks')).toBe('ws://host:8080/api/live');
    expect(liveUrl('/api/', 'https://rpa.example.com/console/')).toBe('wss://rpa.example.com/api/live');
    expect(liveUrl('https://api.example.com/rpa', 'https://console.example.com/')).toBe(
      'wss://api.example.com/rpa/live',
    );
  });
});

describe('pushed changes update the cache', () => {
  afterEach(() => vi.useRealTimers());

  const page = (rows: Array<{ id: number; state: string }>) => ({ records: rows, total: rows.length });

  it("a task's row and drawer change at once; other rows and lists are untouched", () => {
    const client = new QueryClient();
    const list = ['tasks', 'list', 'all', {}, { page: 1, size: 10 }, 0];
    const other = ['tasks', 'list', 'exceptions', {}, { page: 1, size: 10 }, 0];
    client.setQueryData(
      list,
      page([
        { id: 1, state: 'pending' },
        { id: 2, state: 'running' },
      ]),
    );
    const untouched = page([{ id: 3, state: 'failed' }]);
    client.setQueryData(other, untouched);
    client.setQueryData(['tasks', 'detail', 1], { id: 1, state: 'pending', processName: 'P' });
    const live = createLiveApplier(client);
    live.apply({ type: 'task', id: 1, state: 'running' });
    expect(client.getQueryData(list)).toEqual(
      page([
        { id: 1, state: 'running' },
        { id: 2, state: 'running' },
      ]),
    );
    expect(client.getQueryData(['tasks', 'detail', 1])).toEqual({
      id: 1,
      state: 'running',
      processName: 'P',
    });
    expect(client.getQueryData(other)).toBe(untouched);
    live.dispose();
  });

  it("a robot's run state changes in lists of robots", () => {
    const client = new QueryClient();
    client.setQueryData(['robots', 'list', {}], { records: [{ id: 7, runState: 'idle' }], total: 1 });
    const live = createLiveApplier(client);
    live.apply({ type: 'robot', id: 7, state: 'offline' });
    expect(client.getQueryData(['robots', 'list', {}])).toEqual({
      records: [{ id: 7, runState: 'offline' }],
      total: 1,
    });
    live.dispose();
  });

  it('many changes refetch the open lists once per window, not once each', () => {
    vi.useFakeTimers();
    const client = new QueryClient();
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    const live = createLiveApplier(client);
    for (let id = 1; id <= 50; id++) live.apply({ type: 'task', id, state: 'success' });
    expect(invalidate).not.toHaveBeenCalled();
    vi.advanceTimersByTime(2000);
    const keys = invalidate.mock.calls.map((c) => JSON.stringify(c[0]?.queryKey));
    expect(keys.sort()).toEqual(['["dashboard"]', '["tasks"]']);
    live.apply({ type: 'message' });
    vi.advanceTimersByTime(2000);
    expect(invalidate.mock.calls.map((c) => JSON.stringify(c[0]?.queryKey))).toContain('["unread"]');
    live.dispose();
  });

  it('after a reconnection or a resync everything shown is fetched again, not after the first connection', () => {
    const client = new QueryClient();
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    const live = createLiveApplier(client);
    live.apply({ type: 'ready' });
    expect(invalidate).not.toHaveBeenCalled();
    live.apply({ type: 'ready' });
    expect(invalidate).toHaveBeenCalledTimes(1);
    live.apply({ type: 'resync' });
    expect(invalidate).toHaveBeenCalledTimes(2);
    live.dispose();
  });

  it('a view still loading is not cancelled and restarted by the changes that keep coming', async () => {
    vi.useFakeTimers();
    const client = new QueryClient();
    let release: (v: number) => void = () => {};
    let calls = 0;
    const observer = client.getQueryCache().build(client, {
      queryKey: ['dashboard', 'manager'],
      queryFn: () => {
        calls += 1;
        return new Promise<number>((r) => {
          release = r;
        });
      },
    });
    void observer.fetch();
    const live = createLiveApplier(client);
    for (let i = 0; i < 5; i++) {
      live.apply({ type: 'task', id: i, state: 'success' });
      vi.advanceTimersByTime(2000);
    }
    // Still the first fetch: the changes waited for it.
    expect(calls).toBe(1);
    release(1);
    await vi.advanceTimersByTimeAsync(0);
    expect(client.getQueryData(['dashboard', 'manager'])).toBe(1);
    live.dispose();
  });
});
