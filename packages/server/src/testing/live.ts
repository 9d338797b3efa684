import { LIVE_WS_PATH, type LiveEvent, signatureHeaders } from '@rpa/contracts';
import { WebSocket } from 'ws';
import type { Caller } from './client';
import { waitFor } from './robots';

/**
 * A console's live socket on the API base `api`, signed in with `caller`'s
 * session (or sent `first` instead of the auth message); for a signed-in
 * caller it resolves once the server said ready (or closed).
 */
export async function liveConsole(
  api: string,
  caller: Pick<Caller, 'token' | 'signKey'> | null,
  first?: object,
) {
  const url = new URL(api + LIVE_WS_PATH);
  url.protocol = 'ws:';
  const ws = new WebSocket(url);
  const events: LiveEvent[] = [];
  let closed: { code: number } | null = null;
  ws.on('message', (data) => events.push(JSON.parse(String(data)) as LiveEvent));
  ws.on('close', (code) => {
    closed = { code };
  });
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });
  const auth = caller
    ? { type: 'auth', accesstoken: caller.token, ...signatureHeaders(caller.signKey, 'GET', LIVE_WS_PATH) }
    : first;
  ws.send(JSON.stringify(auth));
  if (caller) await waitFor(() => events.some((e) => e.type === 'ready') || closed, 5000, 'ready');
  return {
    events,
    closed: () => closed,
    waitClosed: () => waitFor(() => closed, 5000, 'the live socket to close'),
    /** The states pushed for task `id`, in order. */
    task: (id: number) =>
      events.filter((e) => e.type === 'task' && e.id === id).map((e) => (e as { state: string }).state),
    close: () => ws.close(),
  };
}
