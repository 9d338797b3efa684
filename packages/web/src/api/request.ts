import {
  Code,
  FILE_REQUEST_TIMEOUT_MS,
  isEnvelope,
  isSessionCode,
  type Lang,
  REQUEST_TIMEOUT_MS,
  signatureHeaders,
} from '@rpa/contracts';
import axios, {
  type AxiosError,
  type AxiosProgressEvent,
  type AxiosRequestConfig,
  type AxiosResponse,
} from 'axios';

/** What the client needs from the app; injected so it runs (and is tested) outside a browser. */
export interface RequestHost {
  baseURL: string;
  getToken(): string | null;
  getSigningKey(): string | null;
  getLang(): Lang;
  /** Shows an error to the user (a toast in the console). */
  notifyError(msg: string): void;
  /** Codes 4003/4005/4007/4008/4009: the console logs out. */
  onSessionInvalid(msg: string): void;
  /** Localised fixed texts. */
  text(key: 'notFound' | 'system' | 'timeout' | 'network'): string;
}

export interface CallOptions {
  /** Show no message on any failure, transport errors included: the caller shows it (once). */
  silent?: boolean;
  /** A file call: 10-minute timeout, upload progress. */
  file?: boolean;
  timeout?: number;
  onUploadProgress?: (e: AxiosProgressEvent) => void;
  onDownloadProgress?: (e: AxiosProgressEvent) => void;
  responseType?: AxiosRequestConfig['responseType'];
}

/** Code 50011: a failure reported as `status: false` with its message, never as a popup. */
export interface QuietFailure {
  status: false;
  code: number;
  msg: string;
}

/** A refused or failed call; `code` is the envelope code, or 0 for transport errors. */
export class RequestError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly quiet = false,
  ) {
    super(message);
  }
}

function plainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;
}

export function createRequestClient(host: RequestHost) {
  const http = axios.create({ baseURL: host.baseURL, timeout: REQUEST_TIMEOUT_MS });

  http.interceptors.request.use((config) => {
    const timestamp = String(Date.now());
    config.headers.set('lang', host.getLang());
    config.headers.set('timestamp', timestamp);
    const token = host.getToken();
    if (token) config.headers.set('accesstoken', token);
    const key = host.getSigningKey();
    if (key) {
      // Method, path, parameters, timestamp and a fresh nonce (docs/api.md "Signature").
      const params: Record<string, unknown> = { ...(config.params ?? {}) };
      if (plainObject(config.data)) Object.assign(params, config.data);
      const signed = signatureHeaders(
        key,
        config.method ?? 'get',
        config.url ?? '',
        params,
        Number(timestamp),
      );
      config.headers.set('nonce', signed.nonce);
      config.headers.set('signature', signed.signature);
    }
    return config;
  });

  /** Turns any answer into the result or a thrown RequestError, showing messages as §8 of the spec says. */
  function settle<T>(
    response: AxiosResponse | undefined,
    error: AxiosError | undefined,
    opts: CallOptions,
  ): T {
    const body: unknown = response?.data;
    if (opts.responseType === 'blob' && response && response.status < 400) return body as T;
    if (!isEnvelope(body)) {
      if (error && !error.response) {
        const timedOut = error.code === 'ECONNABORTED' || error.code === 'ETIMEDOUT';
        const msg = timedOut ? host.text('timeout') : error.message || host.text('network');
        if (!opts.silent) host.notifyError(msg);
        throw new RequestError(0, msg);
      }
      const msg = host.text('system');
      if (!opts.silent) host.notifyError(msg);
      throw new RequestError(Code.SERVER_ERROR, msg);
    }
    const { code, msg } = body;
    if (code === Code.SUCCESS) return body.result as T;
    if (isSessionCode(code)) {
      host.notifyError(msg);
      host.onSessionInvalid(msg);
      throw new RequestError(code, msg);
    }
    if (code === Code.QUIET_FAILURE) throw new RequestError(code, msg, true);
    const shown = code === Code.NOT_FOUND ? host.text('notFound') : msg || host.text('system');
    if (!opts.silent) host.notifyError(shown);
    throw new RequestError(code, shown);
  }

  async function send<T>(config: AxiosRequestConfig, opts: CallOptions = {}): Promise<T> {
    const full: AxiosRequestConfig = {
      ...config,
      timeout: opts.timeout ?? (opts.file ? FILE_REQUEST_TIMEOUT_MS : REQUEST_TIMEOUT_MS),
      ...(opts.onUploadProgress ? { onUploadProgress: opts.onUploadProgress } : {}),
      ...(opts.onDownloadProgress ? { onDownloadProgress: opts.onDownloadProgress } : {}),
      ...(opts.responseType ? { responseType: opts.responseType } : {}),
    };
    let response: AxiosResponse;
    try {
      response = await http.request(full);
    } catch (err) {
      const e = err as AxiosError;
      return settle<T>(e.response, e, opts);
    }
    return settle<T>(response, undefined, opts);
  }

  return {
    send,
    get<T>(url: string, params?: Record<string, unknown>, opts?: CallOptions) {
      return send<T>({ method: 'GET', url, params }, opts);
    },
    post<T>(url: string, data?: unknown, opts?: CallOptions) {
      return send<T>({ method: 'POST', url, data: data ?? {} }, opts);
    },
    upload<T>(url: string, form: FormData, opts: CallOptions = {}) {
      return send<T>({ method: 'POST', url, data: form }, { ...opts, file: true });
    },
    /** Like `send`, but a code 50011 resolves `{ status: false, msg }` instead of throwing. */
    async attempt<T>(
      config: AxiosRequestConfig,
      opts?: CallOptions,
    ): Promise<{ status: true; result: T } | QuietFailure> {
      try {
        return { status: true, result: await send<T>(config, opts) };
      } catch (err) {
        if (err instanceof RequestError && err.quiet)
          return { status: false, code: err.code, msg: err.message };
        throw err;
      }
    },
  };
}

export type RequestClient = ReturnType<typeof createRequestClient>;
