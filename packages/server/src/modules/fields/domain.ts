import type { Domain } from '../../platform/domain';
import { menus } from './menus';
import { ensurePresetFields } from './presets';
import { resealFields } from './reseal';
import { fieldDesk } from './robot';
import { fieldRoutes } from './routes';

/** Custom fields, as the app assembles it (modules/index.ts); after the gateway, whose robots report values. */
export const domain: Domain = {
  name: 'fields',
  install: async (app) => {
    await ensurePresetFields(app.database.db);
    app.gateway.setFieldDesk(fieldDesk(app));
  },
  routes: fieldRoutes,
  menus,
  reseal: resealFields,
};
