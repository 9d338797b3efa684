// Writes packages/contracts/src/permissions.ts from the menus the domains declare.
import { writeFileSync } from 'node:fs';
// The domains' list declares their menus to the catalogue.
import '../packages/server/src/modules/index';
import { PERMISSIONS_FILE, renderPermissions } from '../packages/server/src/modules/menus/names';

writeFileSync(PERMISSIONS_FILE, renderPermissions());
console.log(`wrote ${PERMISSIONS_FILE.pathname}`);
