import { Code, securityApi } from '@rpa/contracts';
import type { FastifyInstance } from 'fastify';
import { AppError, t } from '../../platform/http/errors';
import { route } from '../../platform/http/route';
import { logged } from '../oplog';
import { getPolicy, POLICY_CHANGED, safePattern, savePolicy } from './policy';

/** Security settings (system configuration, security tab) and the password rule every user may read. */
export async function securityRoutes(api: FastifyInstance): Promise<void> {
  // Installation-wide settings: managers of a department cannot read or change them.
  route(api, securityApi.detail, { wholeInstallation: true }, () => getPolicy(api.database.db));

  route(
    api,
    securityApi.save,
    { wholeInstallation: true, ...logged('security', 'modify') },
    async (req, policy) => {
      // The checker is a server dependency, so this one rule is not in the contract.
      if (!safePattern(policy.pattern)) {
        throw new AppError(Code.BAD_REQUEST, 'error.badRequest', {
          detail: `pattern: ${t(req.lang, 'security.patternUnsafe')}`,
        });
      }
      await savePolicy(api.database.db, policy);
      await api.events.publish(POLICY_CHANGED, {});
      return policy;
    },
  );

  route(api, securityApi.complex, { duringPasswordChange: true }, async () => {
    const { minLength, maxLength, level, pattern, patternDesc } = await getPolicy(api.database.db);
    return { minLength, maxLength, level, pattern, patternDesc };
  });
}
