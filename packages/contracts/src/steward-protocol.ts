import { z } from 'zod';
import { ROBOT_NO_PATTERN } from './robot-protocol';

/**
 * The desktop steward protocol (docs/robot-protocol.md, "Desktop stewards"):
 * JSON messages over one WebSocket per steward at `<API base>/steward/ws`.
 * A steward keeps the desktops (X displays) of the robots on its machine;
 * it registers as the machine's housekeeper with a machine key, beats with
 * what its displays are, and is told the resolution each robot's desktop
 * must have. Timings (hello timeout, heartbeat) are the robot protocol's.
 */
export const STEWARD_PROTOCOL_VERSION = 1;
export const STEWARD_WS_PATH = '/steward/ws';

/** A robot's desktop as its steward reports it. */
export const desktopReport = z.object({
  robotsNo: z.string().regex(ROBOT_NO_PATTERN),
  /** The X display, e.g. `:93`; empty while none runs. */
  display: z.string().max(32),
  /** `width*height` the display really has (its own report), empty while none runs. */
  resolution: z.string().max(16),
  state: z.enum(['starting', 'running', 'stopped']),
  /** A run is on it: a new resolution waits until it ends. */
  busy: z.boolean(),
});
export type DesktopReport = z.infer<typeof desktopReport>;

const desktops = z.array(desktopReport).max(100).default([]);

/** What a steward sends. */
export const StewardMessage = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('hello'),
    protocol: z.number().int(),
    /** The machine name: the steward is the housekeeper of this name. */
    name: z.string().trim().min(1).max(128),
    /** A machine key of a department: the steward registers into it. */
    machineKey: z.string().min(1).max(128),
    address: z.string().max(64).default(''),
    version: z.string().max(32).default(''),
    desktops,
  }),
  z.object({ type: z.literal('beat'), desktops }),
]);
export type StewardMessage = z.infer<typeof StewardMessage>;

/** A desktop the steward must keep: the robot's resolution as set in the console, empty for its own default. */
export const desktopWanted = z.object({
  robotsNo: z.string(),
  resolution: z.string(),
});
export type DesktopWanted = z.infer<typeof desktopWanted>;

export const StewardRefusal = z.enum([
  'protocol',
  'machineKey',
  'otherDepartment',
  'badMessage',
  'timeout',
  /** A manager deleted the steward. Final. */
  'deleted',
  /** Another steward of the same machine name connected. Final. */
  'replaced',
]);
export type StewardRefusalValue = z.infer<typeof StewardRefusal>;
/** Refusals after which the steward stops reconnecting. */
export const FINAL_STEWARD_REFUSALS: readonly StewardRefusalValue[] = [
  'protocol',
  'machineKey',
  'otherDepartment',
  'deleted',
  'replaced',
];

/** What the server sends. */
export const StewardServerMessage = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('welcome'),
    protocol: z.number().int(),
    housekeeperId: z.number().int().positive(),
    /** The steward's name in the console (console-administration.md §5). */
    alias: z.string(),
    heartbeatSeconds: z.number().int().positive(),
    desktops: z.array(desktopWanted),
  }),
  /** Sent whenever the alias or a robot's desktop changes in the console. */
  z.object({ type: z.literal('config'), alias: z.string(), desktops: z.array(desktopWanted) }),
  z.object({ type: z.literal('refused'), reason: StewardRefusal, message: z.string() }),
  z.object({ type: z.literal('error'), message: z.string() }),
]);
export type StewardServerMessage = z.infer<typeof StewardServerMessage>;
