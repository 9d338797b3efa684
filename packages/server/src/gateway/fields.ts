import type { RobotMessage, ServerMessage } from '@rpa/contracts';

type FieldRequest = Extract<RobotMessage, { type: 'field.set' }>;
export type FieldReply = Extract<ServerMessage, { type: 'field.reply' }>;

/**
 * Where the gateway hands a robot's business field reports
 * (docs/robot-protocol.md, "Business fields"). The fields module implements
 * it (`app.gateway.setFieldDesk`); until then every report is refused.
 */
export interface FieldDesk {
  answer(robotId: number, m: FieldRequest): Promise<FieldReply>;
}

export const noFields = (message: string): FieldDesk => ({
  answer: async (_robotId, m) => ({ type: 'field.reply', requestId: m.requestId, error: message }),
});
