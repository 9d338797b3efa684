import { sendMessage } from '../modules/messages/service';
import { users } from '../modules/users/schema';
import type { Db } from '../platform/db';

/** A few messages in every demo inbox, one of them long enough to be cut in the bell's popover. */
export async function seedMessages(db: Db): Promise<void> {
  const userIds = (await db.select({ id: users.id }).from(users)).map((u) => u.id);
  await sendMessage(
    { database: { db } },
    {
      userIds,
      alertLevel: 'info',
      alertType: 'system',
      alertDesc: '欢迎使用 RPA 管理控制台 / Welcome to the RPA console',
      content: '这是演示环境。Demo data: every account has the password Console@2026.',
      module: 'system',
    },
  );
  await sendMessage(
    { database: { db } },
    {
      userIds,
      alertLevel: 'warn',
      alertType: 'licence',
      alertDesc:
        '许可即将到期提醒：后台机器人许可将在二十九天后到期，请及时联系供应商续期，以免影响流程的正常调度与运行',
      content: '请在许可管理中导入新的许可文件。Import a new licence file under Licences.',
      module: 'licences',
    },
  );
}
