import type { RobotMessage, ServerMessage } from '@rpa/contracts';

type VariableRequest = Extract<RobotMessage, { type: 'variable.get' | 'variable.set' }>;
export type VariableReply = Extract<ServerMessage, { type: 'variable.reply' }>;

/**
 * Where the gateway hands a robot's variable requests (docs/robot-protocol.md,
 * "Variables"). The variables module implements it (`app.gateway.setVariableDesk`);
 * until then every name is refused as unavailable.
 */
export interface VariableDesk {
  /** Answers a `variable.get` or `variable.set` of the robot; the reply goes back over its socket only. */
  answer(robotId: number, m: VariableRequest): Promise<VariableReply>;
}

export const noVariables = (message: string): VariableDesk => ({
  answer: async (_robotId, m) => ({
    type: 'variable.reply',
    requestId: m.requestId,
    values: [],
    errors: (m.type === 'variable.get' ? m.names : [m.name]).map((name) => ({ name, message })),
  }),
});
