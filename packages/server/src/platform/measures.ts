import { Histogram } from 'prom-client';

/**
 * Timings the domains measure as they work and the metrics domain exports
 * (docs/operations.md, "Metrics"). They belong to no registry until that
 * domain registers them in its own, so several apps in one process keep
 * separate figures.
 */
export function createMeasures() {
  return {
    /** A task's creation to its offer to a robot. */
    dispatchLatency: new Histogram({
      name: 'rpa_dispatch_latency_seconds',
      help: 'Time from a task being created to its offer to a robot, on the node that offered it',
      buckets: [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 15, 60, 300],
      registers: [],
    }),
    /** A schedule's fire time to its tasks being created. */
    schedulerLag: new Histogram({
      name: 'rpa_scheduler_lag_seconds',
      help: "Time from a schedule's fire time to its tasks being created, on the node that fired it",
      buckets: [0.1, 0.25, 0.5, 1, 2, 5, 10, 30, 60, 300],
      registers: [],
    }),
  };
}

export type Measures = ReturnType<typeof createMeasures>;
