import type { MessageKey } from '@rpa/contracts';
import { type MessageHost, sendMessage } from './service';

/** Version steps that tell someone: the owner of a submission, the developer of the answer. */
export type VersionEvent = 'publish' | 'withdraw' | 'approve' | 'reject' | 'back';

const VERSION_TEXT: Record<VersionEvent, { desc: MessageKey; content: MessageKey; level: 'info' | 'warn' }> =
  {
    publish: { desc: 'alert.versionSubmitted', content: 'alert.versionSubmittedContent', level: 'info' },
    withdraw: { desc: 'alert.versionWithdrawn', content: 'alert.versionWithdrawnContent', level: 'info' },
    approve: { desc: 'alert.versionApproved', content: 'alert.versionApprovedContent', level: 'info' },
    reject: { desc: 'alert.versionRejected', content: 'alert.versionAnsweredContent', level: 'warn' },
    back: { desc: 'alert.versionReturned', content: 'alert.versionAnsweredContent', level: 'warn' },
  };

/** Run ends that tell the runner. */
export type RunEnd = 'failed' | 'pendout' | 'runout';

const RUN_TEXT: Record<RunEnd, MessageKey> = {
  failed: 'alert.runFailed',
  pendout: 'alert.runPendout',
  runout: 'alert.runRunout',
};

/**
 * The process workflow's messages (console-core.md §4): kept as catalogue
 * keys so each recipient reads them in their own language, each naming
 * what it is about so the console opens it. Mail follows each recipient's
 * notification settings (`sendMessage`).
 */
export const workflowAlerts = {
  versionStep: (
    host: MessageHost,
    e: {
      event: VersionEvent;
      recipients: number[];
      processId: number;
      process: string;
      version: string;
      actor: string;
      reason?: string;
    },
  ) => {
    const text = VERSION_TEXT[e.event];
    return sendMessage(host, {
      userIds: e.recipients,
      alertLevel: text.level,
      alertType: 'process',
      module: 'processes',
      subject: { type: 'process', id: e.processId },
      text: {
        desc: text.desc,
        content: text.content,
        params: { process: e.process, version: e.version, actor: e.actor, reason: e.reason || '-' },
      },
    });
  },

  runEnded: (
    host: MessageHost,
    e: { end: RunEnd; runnerId: number; taskId: number; process: string; error: string },
  ) =>
    sendMessage(host, {
      userIds: [e.runnerId],
      alertLevel: 'error',
      alertType: 'task',
      module: 'tasks',
      subject: { type: 'task', id: e.taskId },
      text: {
        desc: RUN_TEXT[e.end],
        content: 'tasks.alertContent',
        params: { process: e.process, task: e.taskId, error: e.error || '-', schedule: '' },
      },
    }),
};
