// Preloaded into the server by the robot fleet benchmark (node --import), so
// the server's own event-loop delay can be read without changing the server:
// on each SIGUSR2 it prints the delay since the last signal as one JSON line
// on stderr, in milliseconds, and starts over.
import { monitorEventLoopDelay } from 'node:perf_hooks';

const delay = monitorEventLoopDelay({ resolution: 10 });
delay.enable();
process.on('SIGUSR2', () => {
  const ms = (ns) => Math.round(ns / 1e4) / 100;
  const loopDelay = { p50: ms(delay.percentile(50)), p99: ms(delay.percentile(99)), max: ms(delay.max) };
  process.stderr.write(`${JSON.stringify({ loopDelay })}\n`);
  delay.reset();
});
