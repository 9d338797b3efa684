import { Code, ICON_LIMITS } from '@rpa/contracts';
import sharp, { type Metadata } from 'sharp';
import { AppError } from '../../platform/http/errors';

export interface CheckedIcon {
  mime: 'image/jpeg' | 'image/png';
  width: number;
  height: number;
}

const MIME = { jpeg: 'image/jpeg', png: 'image/png' } as const;

/**
 * The icon rules of console-core.md §5, judged from the bytes (never the
 * file name): JPEG or PNG, at most 10 MB, each side strictly between 100
 * and 512 pixels, and the image must decode.
 */
export async function checkIcon(bytes: Buffer): Promise<CheckedIcon> {
  if (bytes.length > ICON_LIMITS.MAX_BYTES) {
    throw new AppError(Code.BAD_REQUEST, 'processes.iconTooLarge', {
      max: ICON_LIMITS.MAX_BYTES / 1024 / 1024,
    });
  }
  let meta: Metadata;
  try {
    meta = await sharp(bytes).metadata();
  } catch {
    throw new AppError(Code.BAD_REQUEST, 'processes.iconFormat');
  }
  const mime = meta.format === 'jpeg' || meta.format === 'png' ? MIME[meta.format] : null;
  if (!mime) throw new AppError(Code.BAD_REQUEST, 'processes.iconFormat');
  const { width = 0, height = 0 } = meta;
  const inRange = (n: number) => n > ICON_LIMITS.MIN_EXCLUSIVE_PX && n < ICON_LIMITS.MAX_EXCLUSIVE_PX;
  if (!inRange(width) || !inRange(height)) {
    throw new AppError(Code.BAD_REQUEST, 'processes.iconDimensions', { width, height });
  }
  // The header can be fine while the data is not; the size is bounded by now, so decoding is cheap.
  try {
    await sharp(bytes, { failOn: 'error' }).raw().toBuffer();
  } catch {
    throw new AppError(Code.BAD_REQUEST, 'processes.iconFormat');
  }
  return { mime, width, height };
}
