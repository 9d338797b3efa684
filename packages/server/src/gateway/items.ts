import type { RobotMessage, ServerMessage } from '@rpa/contracts';

export type ItemRequest = Extract<
  RobotMessage,
  { type: 'item.next' | 'item.done' | 'item.fail' | 'item.add' }
>;
export type ItemReply = Extract<ServerMessage, { type: 'item.reply' }>;

/**
 * Where the gateway hands a robot's task data requests (docs/robot-protocol.md,
 * "Task data"). The task-data module implements it (`app.gateway.setItemDesk`);
 * until then every request is refused as unavailable.
 */
export interface ItemDesk {
  /** Answers an `item.*` request of the robot; the reply goes back over its socket only. */
  answer(robotId: number, m: ItemRequest): Promise<ItemReply>;
}

export const noItems = (message: string): ItemDesk => ({
  answer: async (_robotId, m) => ({ type: 'item.reply', requestId: m.requestId, item: null, error: message }),
});
