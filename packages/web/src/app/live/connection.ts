import { LIVE_CLOSE, LIVE_WS_PATH, type LiveEvent, signatureHeaders } from '@rpa/contracts';

export interface LiveOptions {
  /** The API base, absolute or relative to the page (serverconfig.json's baseURL). */
  baseURL: string;
  token: string;
  signKey: string;
  onEvent(event: LiveEvent): void;
  /** True once signed in on the socket, false whenever it is lost. */
  onConnected(connected: boolean): void;
}

/** Waits before reconnecting: doubles from 1 s up to 30 s, with jitter so consoles do not return together. */
const FIRST_RETRY_MS = 1000;
const MAX_RETRY_MS = 30_000;

/** The live socket's URL: the API base with ws(s) for http(s). */
export function liveUrl(baseURL: string, page: string = window.location.href): string {
  const url = new URL(`${baseURL.replace(/\/$/, '')}${LIVE_WS_PATH}`, page);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  return url.toString();
}

/**
 * One live socket for the signed-in console (docs/api.md "Live console"):
 * signs in with its first message, hands each event on, and reconnects
 * after a loss, unless the server refused the session (4401), which the
 * next HTTP call reports. Returns the function that closes it for good.
 */
export function connectLive(o: LiveOptions): () => void {
  let socket: WebSocket | null = null;
  let retryMs = FIRST_RETRY_MS;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;

  const open = () => {
    const ws = new WebSocket(liveUrl(o.baseURL));
    socket = ws;
    ws.onopen = () => {
      const signed = signatureHeaders(o.signKey, 'GET', LIVE_WS_PATH);
      ws.send(JSON.stringify({ type: 'auth', accesstoken: o.token, ...signed }));
    };
    ws.onmessage = (m) => {
      const event = JSON.parse(String(m.data)) as LiveEvent;
      if (event.type === 'ready') {
        retryMs = FIRST_RETRY_MS;
        o.onConnected(true);
      }
      o.onEvent(event);
    };
    ws.onclose = (e) => {
      if (socket !== ws) return;
      socket = null;
      o.onConnected(false);
      if (stopped || e.code === LIVE_CLOSE.unauthorised) return;
      timer = setTimeout(open, retryMs * (0.5 + Math.random() / 2));
      retryMs = Math.min(retryMs * 2, MAX_RETRY_MS);
    };
  };
  open();
  return () => {
    stopped = true;
    clearTimeout(timer);
    const ws = socket;
    socket = null;
    ws?.close(1000);
    o.onConnected(false);
  };
}
