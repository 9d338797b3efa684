/** The wall-clock time of `d` in `timeZone`, as "YYYY-MM-DD HH:mm:ss" (Swedish dates read so). */
export function wallClock(d: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('sv-SE', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).format(d);
}
