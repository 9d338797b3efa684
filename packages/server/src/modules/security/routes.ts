import { ok, type PasswordRule } from '@rpa/contracts';
import type { FastifyInstance } from 'fastify';
import { parse } from '../../platform/http/validate';
import { getPolicy, policySchema, savePolicy } from './policy';

/** Security settings (system configuration, security tab) and the password rule every user may read. */
export async function securityRoutes(api: FastifyInstance): Promise<void> {
  // Installation-wide settings: managers of a department cannot read or change them.
  api.post('/sys/pwdSafe/detail', { config: { permission: '1901', wholeInstallation: true } }, async () =>
    ok(await getPolicy(api.database.db)),
  );

  api.post(
    '/sys/pwdSafe/save',
    {
      config: {
        permission: '1901:save',
        wholeInstallation: true,
        oplog: { module: 'security', action: 'modify' },
      },
    },
    async (req) => {
      const policy = parse(policySchema, req.body, req.lang);
      await savePolicy(api.database.db, policy);
      return ok(policy);
    },
  );

  api.post(
    '/sys/pwdSafe/complex',
    { config: { permission: 'session', duringPasswordChange: true } },
    async () => {
      const p = await getPolicy(api.database.db);
      const rule: PasswordRule = {
        minLength: p.minLength,
        maxLength: p.maxLength,
        level: p.level,
        pattern: p.pattern,
        patternDesc: p.patternDesc,
      };
      return ok(rule);
    },
  );
}
