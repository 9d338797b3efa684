import { z } from 'zod';
import { defineRoutes } from '../route';
import { settingView } from '../schemas';

/**
 * The AI server tab of system configuration (console-administration.md §2,
 * §7 `/sys/ocr*`): the OCR / AI service robots call, with its key sealed.
 */

export const AI_ADDRESS_MAX = 250;

export const aiServerSettings = z.object({
  /** The service's base address, http or https; empty while none is used. */
  address: z.union([
    z.literal(''),
    z.url({ protocol: /^https?$/, message: 'aiServer.addressInvalid' }).max(AI_ADDRESS_MAX),
  ]),
  /** Write-only: answered empty (see `sealedSet`); empty on save keeps the stored one. */
  key: z.string().max(200),
  /** The model the robots ask for, e.g. an OCR engine's name. */
  model: z.string().trim().max(100),
});
export type AiServerSettings = z.infer<typeof aiServerSettings>;

export const aiServerApi = defineRoutes('aiServer', {
  detail: {
    path: '/sys/ocr/detail',
    permission: '1901',
    summary: 'The AI server robots use (its key withheld).',
    result: settingView(aiServerSettings),
  },
  save: {
    path: '/sys/ocr',
    permission: '1901:save',
    summary: 'Saves the AI server; an empty key keeps the stored one.',
    input: aiServerSettings,
    result: z.null(),
  },
  test: {
    path: '/sys/ocr/connectTest',
    permission: '1901:save',
    summary:
      "Calls the form's address (with the stored key when the address is the saved one and no key is typed); 400 with the reason when it does not answer or refuses the key.",
    input: aiServerSettings.extend({
      address: aiServerSettings.shape.address.refine((a) => a !== '', 'aiServer.addressRequired'),
    }),
    result: z.object({ status: z.number().int(), millis: z.number().int() }),
  },
});
