import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { stat } from 'node:fs/promises';

/**
 * Screen recordings of runs with ffmpeg (WebM, VP8: every browser plays it).
 * The robot records when it can: ffmpeg on the PATH and, for the default
 * source, an X display (DISPLAY). A different ffmpeg input can be given
 * (e.g. `-f lavfi -i testsrc` for tests, or another grabber), so the same
 * code records wherever ffmpeg can read a screen.
 */
export interface RecordOptions {
  /** ffmpeg input arguments; default: the X display of DISPLAY. */
  input?: string[];
  /** The ffmpeg program; default `ffmpeg` from the PATH. */
  ffmpeg?: string;
}

/** The input to record from, or null when this machine cannot record. */
export function recordingInput(o: RecordOptions, env: NodeJS.ProcessEnv = process.env): string[] | null {
  const ffmpeg = o.ffmpeg ?? 'ffmpeg';
  if (spawnSync(ffmpeg, ['-version'], { stdio: 'ignore' }).status !== 0) return null;
  if (o.input) return o.input;
  return env.DISPLAY ? ['-f', 'x11grab', '-framerate', '5', '-i', env.DISPLAY] : null;
}

export interface Recording {
  /** Ends the recording; resolves with the file, or null if ffmpeg failed. */
  stop(): Promise<string | null>;
}

/** ffmpeg needs a moment before it writes a playable file; shorter runs are recorded this long. */
const MIN_RECORDING_MS = 2000;

export function startRecording(input: string[], file: string, ffmpeg = 'ffmpeg'): Recording {
  const started = Date.now();
  const child: ChildProcess = spawn(
    ffmpeg,
    [
      '-v',
      'error',
      '-y',
      ...input,
      '-r',
      '5',
      '-c:v',
      'libvpx',
      '-b:v',
      '300k',
      '-deadline',
      'realtime',
      file,
    ],
    { stdio: ['pipe', 'ignore', 'ignore'] },
  );
  const exited = new Promise<number | null>((resolve) => {
    child.on('exit', (code) => resolve(code));
    child.on('error', () => resolve(null));
  });
  return {
    async stop() {
      const short = MIN_RECORDING_MS - (Date.now() - started);
      if (short > 0) await new Promise((resolve) => setTimeout(resolve, short));
      // "q" asks ffmpeg to finish the file properly; a kill follows if it does not.
      child.stdin?.end('q');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      const code = await exited;
      clearTimeout(timer);
      const written = await stat(file).then(
        (s) => s.size > 0,
        () => false,
      );
      return code === 0 && written ? file : null;
    },
  };
}
