import type { Domain } from '../../platform/domain';
import { heldFiles } from './held';
import { menus } from './menus';
import { openFileRoutes } from './open-routes';
import { fileRoutes } from './routes';
import { forwardRuleRoutes } from './rule-routes';
import { uploadSettingRoutes } from './settings-routes';

/** The files domain, as the app assembles it (modules/index.ts). */
export const domain: Domain = {
  name: 'files',
  routes: async (api) => {
    await fileRoutes(api);
    await uploadSettingRoutes(api);
    await forwardRuleRoutes(api);
    await openFileRoutes(api);
  },
  menus,
  holdsFiles: heldFiles,
};
