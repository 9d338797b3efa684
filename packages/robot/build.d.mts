/** Types of build.mjs, for the TypeScript that bundles the robot with it (tests). */
export const PACKAGE_VERSION: string;

/** Bundles src/robot.ts into `outfile` (dist/robot.js unless told) as version `version`; answers the file. */
export function bundleRobot(options?: {
  outfile?: string;
  version?: string;
  entry?: string;
}): Promise<string>;
