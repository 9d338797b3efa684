import { sendMessage } from '../modules/messages/service';
import { users } from '../modules/users/schema';
import type { Db } from '../platform/db';
import { DEMO_PASSWORD } from './identities';

/**
 * A welcome in every demo inbox, long enough to be cut in the bell's
 * popover. Other demo messages come from what the seed does (a version
 * submitted to the owner, returned to the developer); none states a fact
 * the demo data contradicts.
 */
export async function seedMessages(db: Db): Promise<void> {
  const userIds = (await db.select({ id: users.id }).from(users)).map((u) => u.id);
  await sendMessage(
    { database: { db } },
    {
      userIds,
      alertLevel: 'info',
      alertType: 'system',
      module: 'system',
      text: { desc: 'alert.welcome', content: 'alert.welcomeContent', params: { password: DEMO_PASSWORD } },
    },
  );
}
