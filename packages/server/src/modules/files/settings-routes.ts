import { fileUploadApi, UPLOAD_BLACKLIST } from '@rpa/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/http/route';
import { uploadRules, uploadSetting } from '../../platform/uploads';
import { logged } from '../oplog';

/**
 * The file upload tab of system configuration: anyone signed in reads it
 * (every upload form checks against it), managers of the whole installation save it.
 */
export async function uploadSettingRoutes(api: FastifyInstance): Promise<void> {
  const { db } = api.database;

  route(api, fileUploadApi.detail, async () => ({
    ...(await uploadRules(db)),
    blacklist: [...UPLOAD_BLACKLIST],
  }));

  route(
    api,
    fileUploadApi.save,
    { wholeInstallation: true, ...logged('fileUpload', 'modify') },
    async (_req, input) => {
      await uploadSetting.write(db, api.sealer, input);
      return null;
    },
  );
}
