import { systemApi } from '@rpa/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/http/route';
import { VERSION } from '../../version';

/** POST /sys/aboutus/app: the version dialog's platform version and copyright. */
export async function aboutRoutes(api: FastifyInstance): Promise<void> {
  route(api, systemApi.about, async () => ({
    version: VERSION,
    copyright: {
      zh_CN: `© ${new Date().getFullYear()} RPA 控制台`,
      en_US: `© ${new Date().getFullYear()} RPA Console`,
    },
    database: api.database.kind,
  }));
}
