import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { stat } from 'node:fs/promises';
import type { Bilingual } from '@rpa/contracts';

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

export type NotRecorded = 'ffmpeg' | 'display' | 'strategy' | 'failed';

/**
 * Why a run has no recording, for its log. In both languages: the robot
 * does not know who reads the log, and a run goes on without a recording.
 */
export const NOT_RECORDED: Record<NotRecorded, Bilingual> = {
  ffmpeg: {
    zh_CN: '本次运行未录屏：本机未安装 ffmpeg（安装 ffmpeg 后即可录屏）',
    en_US:
      'This run is not recorded: ffmpeg is not installed on this machine (install ffmpeg to record runs)',
  },
  display: {
    zh_CN: '本次运行未录屏：没有可录制的屏幕（未设置 DISPLAY）',
    en_US: 'This run is not recorded: there is no screen to record (DISPLAY is not set)',
  },
  strategy: {
    zh_CN: '本次运行未录屏：录屏策略设置为不录屏',
    en_US: 'This run is not recorded: the record strategy records no runs',
  },
  failed: {
    zh_CN: '录屏失败，本次运行没有录像',
    en_US: 'The screen recording failed; this run has no video',
  },
};

export const notRecordedText = (why: NotRecorded) =>
  `${NOT_RECORDED[why].zh_CN} / ${NOT_RECORDED[why].en_US}`;

/** The input to record from, or what this machine lacks to record. */
export function recordingInput(
  o: RecordOptions,
  env: NodeJS.ProcessEnv = process.env,
): { input: string[] } | { missing: 'ffmpeg' | 'display' } {
  const ffmpeg = o.ffmpeg ?? 'ffmpeg';
  if (spawnSync(ffmpeg, ['-version'], { stdio: 'ignore', env }).status !== 0) return { missing: 'ffmpeg' };
  if (o.input) return { input: o.input };
  return env.DISPLAY
    ? { input: ['-f', 'x11grab', '-framerate', '5', '-i', env.DISPLAY] }
    : { missing: 'display' };
}

export interface Recording {
  /** Ends the recording; resolves with the file, or null if ffmpeg failed. */
  stop(): Promise<string | null>;
}

/** ffmpeg needs a moment before it writes a playable file; shorter runs are recorded this long. */
const MIN_RECORDING_MS = 2000;
/**
 * A short run on a busy machine can end before ffmpeg has encoded a frame,
 * leaving a file with a header and no picture: the recording goes on until
 * ffmpeg reports frames written (its `-progress` output), at most this long.
 */
const FIRST_FRAMES_MS = 15_000;
const FIRST_FRAMES = 2;

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
      '-progress',
      'pipe:1',
      '-stats_period',
      '0.5',
      file,
    ],
    { stdio: ['pipe', 'pipe', 'ignore'] },
  );
  let frames = 0;
  const framed = new Promise<void>((resolve) => {
    child.stdout?.setEncoding('utf8').on('data', (text: string) => {
      for (const m of text.matchAll(/^frame=(\d+)/gm)) frames = Math.max(frames, Number(m[1]));
      if (frames >= FIRST_FRAMES) resolve();
    });
  });
  // ffmpeg may have exited already (no screen, bad input): the "q" below then
  // meets a closed pipe, which must not end the robot.
  child.stdin?.on('error', () => {});
  const exited = new Promise<number | null>((resolve) => {
    child.on('exit', (code) => resolve(code));
    child.on('error', () => resolve(null));
  });
  return {
    async stop() {
      const short = MIN_RECORDING_MS - (Date.now() - started);
      if (short > 0) await new Promise((resolve) => setTimeout(resolve, short));
      let waited: NodeJS.Timeout | undefined;
      await Promise.race([
        framed,
        exited,
        new Promise((resolve) => {
          waited = setTimeout(resolve, FIRST_FRAMES_MS);
        }),
      ]);
      clearTimeout(waited);
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
