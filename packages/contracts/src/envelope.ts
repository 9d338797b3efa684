/** Every API response has this shape; `code === 0` means success (console-core.md §7). */
export interface Envelope<T = unknown> {
  code: number;
  msg: string;
  result: T;
}

export function ok<T>(result: T, msg = ''): Envelope<T> {
  return { code: 0, msg, result };
}

export function isEnvelope(value: unknown): value is Envelope {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as Envelope).code === 'number' &&
    'result' in value
  );
}
