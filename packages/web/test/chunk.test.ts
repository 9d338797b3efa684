import { CHUNK_LOAD_TIMEOUT_MS } from '@rpa/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadChunk } from '../src/app/chunk';

describe('route chunk loading', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('gives up after 120 s and answers with the fallback', async () => {
    let settled: string | null = null;
    void loadChunk(() => new Promise<string>(() => {}), 'missing').then((v) => {
      settled = v;
    });
    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS - 1);
    expect(settled).toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toBe('missing');
    expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120_000);
  });

  it('answers with the fallback when the chunk fails to load', async () => {
    await expect(loadChunk(() => Promise.reject(new Error('404')), 'missing')).resolves.toBe('missing');
  });

  it('answers with the chunk when it arrives in time and leaves no timer behind', async () => {
    const slow = new Promise<string>((resolve) => setTimeout(() => resolve('page'), 5_000));
    const result = loadChunk(() => slow, 'missing');
    await vi.advanceTimersByTimeAsync(5_000);
    await expect(result).resolves.toBe('page');
    expect(vi.getTimerCount()).toBe(0);
  });
});
