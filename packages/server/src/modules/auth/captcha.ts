import { and, eq, gt, lt } from 'drizzle-orm';
import sharp from 'sharp';
import svgCaptcha from 'svg-captcha';
import { sha256Hex } from '../../platform/crypto';
import type { Db } from '../../platform/db';
import { captchas } from './schema';

export const CAPTCHA_TTL_MS = 2 * 60_000;

// The library's typings omit these two documented forms: render a given text, random text with options.
const render = svgCaptcha as unknown as (text: string, options: svgCaptcha.ConfigObject) => string;
const captchaText = svgCaptcha.randomText as unknown as (options: {
  size: number;
  ignoreChars: string;
}) => string;

export function randomText(): string {
  return captchaText({ size: 4, ignoreChars: '0oO1ilI' });
}

function answerHash(uuid: string, answer: string): string {
  return sha256Hex(`${uuid}:${answer.trim().toLowerCase()}`);
}

/**
 * Draws a new 4-character captcha for a uuid (replacing any earlier one of
 * that uuid) and returns it as JPEG. svg-captcha draws the glyphs as paths, so
 * no system fonts are needed; sharp rasterises.
 */
export async function issueCaptcha(db: Db, uuid: string, text = randomText()): Promise<Buffer> {
  const svg = render(text, { noise: 3, color: true, background: '#eef2f7' });
  const expiresAt = new Date(Date.now() + CAPTCHA_TTL_MS);
  const hash = answerHash(uuid, text);
  await db
    .insert(captchas)
    .values({ uuid, answerHash: hash, expiresAt })
    .onConflictDoUpdate({ target: captchas.uuid, set: { answerHash: hash, expiresAt } });
  // Expired ones are of no use to anyone.
  await db.delete(captchas).where(lt(captchas.expiresAt, new Date()));
  return sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toBuffer();
}

/** True when the answer is right; the captcha is used up either way. */
export async function consumeCaptcha(db: Db, uuid: string, answer: string): Promise<boolean> {
  const [row] = await db
    .delete(captchas)
    .where(and(eq(captchas.uuid, uuid), gt(captchas.expiresAt, new Date())))
    .returning();
  return !!row && row.answerHash === answerHash(uuid, answer);
}
