// A real server (startServer with its signal handling) plus one slow write
// route, run as a child process by the graceful-shutdown test.
import { setTimeout as sleep } from 'node:timers/promises';
import { ok } from '@rpa/contracts';
import { loadConfig } from '../config';
import { sysConfig } from '../platform/db/schema';
import { startServer } from '../server';

await startServer(loadConfig(), {
  apiPlugins: [
    async (api) => {
      api.post<{ Body: { key: string } }>(
        '/t/slow-write',
        { config: { permission: 'public' } },
        async (req) => {
          // Tells the test this write is in flight, so it signals while the writes are under way.
          process.stdout.write(`slow write started: ${req.body.key}\n`);
          await sleep(400);
          await api.database.db.insert(sysConfig).values({ key: req.body.key, value: { at: Date.now() } });
          return ok({ written: req.body.key });
        },
      );
    },
  ],
});
