// Writes packages/contracts/src/permissions.ts from the menu catalogue.
import { writeFileSync } from 'node:fs';
import { PERMISSIONS_FILE, renderPermissions } from '../packages/server/src/modules/menus/names';

writeFileSync(PERMISSIONS_FILE, renderPermissions());
console.log(`wrote ${PERMISSIONS_FILE.pathname}`);
