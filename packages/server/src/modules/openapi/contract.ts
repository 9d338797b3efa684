import { defineRoutes } from '@rpa/contracts';
import { z } from 'zod';

/** The API's own description: served as a file, not in the envelope. */
export const openapiApi = defineRoutes('reference', {
  document: {
    method: 'GET',
    path: '/openapi.json',
    permission: 'public',
    summary: 'The OpenAPI 3.1 document of the API',
    result: z.null(),
    kind: 'download',
  },
});
