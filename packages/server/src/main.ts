import { loadConfig } from './config';
import { startServer } from './server';

startServer(loadConfig()).catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
