import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { LaunchOptions } from '@playwright/test';
import { chromiumWithFakeMedia } from './chromium';

/**
 * Camera pictures for Chromium's fake camera (--use-file-for-fake-video-capture), made at test
 * time by ffmpeg from @vladmandic/face-api's demo photos (MIT, in the package): one face cropped
 * from sample6, two faces side by side (sample6 and sample3), and sample6's lit window blinds with
 * no one (mean luma ~200: a dark wall would read as 'too dark', not 'no face'). Metadata is stripped
 * (-map_metadata -1); the y4m files live in the temp folder only, named by their recipe.
 */
const demo = join(
  dirname(createRequire(import.meta.url).resolve('@vladmandic/face-api/package.json')),
  'demo',
);
const folder = join(tmpdir(), 'lectern-fake-camera');

/** 640×480, ten frames at 10 fps, which Chromium loops. */
const Y4M_OUTPUT = ['-frames:v', '10', '-r', '10', '-pix_fmt', 'yuv420p', '-f', 'yuv4mpegpipe'];
const FACE_6 = 'crop=640:480:440:160';
const FACE_3 = 'crop=560:420:1390:200';

const CAMERA_PICTURES = {
  oneFace: { inputs: ['sample6.jpg'], filter: `[0]${FACE_6},scale=640:480` },
  twoFaces: {
    inputs: ['sample6.jpg', 'sample3.jpg'],
    filter: `[0]${FACE_6},scale=320:240[a];[1]${FACE_3},scale=320:240[b];[a][b]hstack,pad=640:480:0:120`,
  },
  noFace: { inputs: ['sample6.jpg'], filter: '[0]crop=272:204:440:0,scale=640:480' },
} as const;
export type TCameraPicture = keyof typeof CAMERA_PICTURES;

/** The y4m file of `picture`, made once per machine and recipe. */
export function cameraFile(picture: TCameraPicture): string {
  const { inputs, filter } = CAMERA_PICTURES[picture];
  const recipe = createHash('sha256')
    .update(JSON.stringify([inputs, filter]))
    .digest('hex');
  const file = join(folder, `${picture}-${recipe.slice(0, 8)}.y4m`);
  if (existsSync(file)) return file;
  mkdirSync(folder, { recursive: true });
  execFileSync('ffmpeg', [
    '-loglevel',
    'error',
    '-y',
    ...inputs.flatMap((input) => ['-loop', '1', '-i', join(demo, input)]),
    '-filter_complex',
    filter,
    '-map_metadata',
    '-1',
    ...Y4M_OUTPUT,
    file,
  ]);
  return file;
}

/** Chromium with the fake camera showing `picture`, a fake microphone, and the screen shared. */
export const chromiumWithCamera = (picture: TCameraPicture): LaunchOptions => ({
  ...chromiumWithFakeMedia,
  args: [
    ...(chromiumWithFakeMedia.args ?? []),
    `--use-file-for-fake-video-capture=${cameraFile(picture)}`,
    '--auto-select-desktop-capture-source=Entire screen',
  ],
});
