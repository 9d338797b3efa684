import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startRecording } from './record';

const work = mkdtempSync(path.join(tmpdir(), 'rpa-record-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/**
 * An ffmpeg that is slow to encode its first frames, as on a busy machine:
 * it reports no frame for three seconds, then writes its file and reports
 * three, then finishes when asked ("q" on its input).
 */
function slowFfmpeg(): string {
  const file = path.join(work, 'ffmpeg');
  writeFileSync(
    file,
    `#!/bin/sh
for out in "$@"; do :; done
i=0
while [ $i -lt 6 ]; do echo "frame=0"; sleep 0.5; i=$((i+1)); done
printf video > "$out"
echo "frame=3"
read q
exit 0
`,
  );
  chmodSync(file, 0o755);
  return file;
}

describe('a recording', () => {
  it('of a run shorter than ffmpeg takes to encode its first frames lasts until there are frames', async () => {
    const video = path.join(work, 'short.webm');
    const started = Date.now();
    const recording = startRecording(['-f', 'lavfi', '-i', 'testsrc'], video, slowFfmpeg());
    // The run ends at once.
    expect(await recording.stop()).toBe(video);
    expect(Date.now() - started).toBeGreaterThanOrEqual(3000);
  });
});
