import { LicenceCategory, LicenceStatus, LicenceTransferReason, nameText } from '@rpa/contracts';
import { z } from 'zod';

/** An empty choice in a form means "any". */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' || v === null ? undefined : v), schema.optional());

export const licSn = z.string().trim().min(1).max(64);

const paging = {
  page: z.coerce.number().int().optional(),
  size: z.coerce.number().int().optional(),
};

export const listSchema = z.object({
  ...paging,
  status: optional(z.enum(LicenceStatus)),
  category: optional(z.enum(LicenceCategory)),
});

export const licenceListSchema = z.object({ agentType: optional(z.string().trim().max(32)) });

export const custNameSchema = z.object({
  licSn,
  custName: nameText({ max: 100, lengthKey: 'licences.custNameLength' }),
});

export const applySchema = z.object({
  custName: optional(nameText({ min: 0, max: 100, lengthKey: 'licences.custNameLength' })),
});

/** The password travels RSA-encrypted, as at sign-in. */
export const checkUserSchema = z.object({
  userName: z.string().trim().min(1).max(50),
  passWord: z.string().min(1).max(1024),
});

export const deleteSchema = z.object({ licSn, confirmToken: optional(z.string().max(200)) });

export const freeAndImportSchema = z.object({ licSn });

export const transferListSchema = z.object({
  ...paging,
  licSn: optional(licSn),
  reason: optional(z.enum(LicenceTransferReason)),
  result: optional(z.enum(['success', 'failed'])),
});
