// The shopper's profile picture: a WebP file in app.accountServices.profileImageDir, served at
// /media/profile-images/<file>. Each upload gets a new random name, so a URL names one picture for
// ever (cached as immutable) and is not guessed from the account. The row names the account's
// current file; a replaced or deleted file is removed once the row no longer names it.
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';

import type { Db } from '../db/client.ts';
import { profileImages, users } from '../db/schema/index.ts';

export type ImageDeps = Pick<FastifyInstance, 'db' | 'auth' | 'accountServices'>;

/** 16 random bytes in base64url, then the extension: the only names the folder serves. */
export const PROFILE_IMAGE_FILE = /^[A-Za-z0-9_-]{22}\.webp$/;
export const profileImageUrl = (fileName: string) => `/media/profile-images/${fileName}`;

export async function profileImageOf(db: Db, userId: number): Promise<string | null> {
  const [row] = await db
    .select({ fileName: profileImages.fileName })
    .from(profileImages)
    .where(eq(profileImages.userId, userId));
  return row ? profileImageUrl(row.fileName) : null;
}

/** Removes a picture's file; one already gone is fine. */
export const removeFile = (dir: string, fileName: string) => rm(join(dir, fileName), { force: true });

/** Stores `webp` as the user's picture and removes the one it replaces. */
export async function setProfileImage(deps: ImageDeps, userId: number, webp: Buffer): Promise<void> {
  const dir = deps.accountServices.profileImageDir;
  const fileName = `${randomBytes(16).toString('base64url')}.webp`;
  await mkdir(dir, { recursive: true });
  await writeFile(join(dir, fileName), webp, { flag: 'wx' });
  const updatedAt = new Date(deps.auth.now());
  let replaced: string | undefined;
  try {
    replaced = await deps.db.transaction(async (tx) => {
      // The user's row is the lock: two uploads at once each see the other's file and none is left behind.
      await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
      const [old] = await tx.select().from(profileImages).where(eq(profileImages.userId, userId));
      await tx
        .insert(profileImages)
        .values({ userId, fileName, updatedAt })
        .onConflictDoUpdate({ target: profileImages.userId, set: { fileName, updatedAt } });
      return old?.fileName;
    });
  } catch (error) {
    await removeFile(dir, fileName);
    throw error;
  }
  if (replaced) await removeFile(dir, replaced);
}

/** Removes the user's picture; none is fine (the call is idempotent). */
export async function deleteProfileImage(deps: ImageDeps, userId: number): Promise<void> {
  const [old] = await deps.db
    .delete(profileImages)
    .where(eq(profileImages.userId, userId))
    .returning({ fileName: profileImages.fileName });
  if (old) await removeFile(deps.accountServices.profileImageDir, old.fileName);
}

/** The stored file's bytes, or null when no such picture is kept (replaced, deleted, never made). */
export async function readProfileImage(dir: string, fileName: string): Promise<Buffer | null> {
  if (!PROFILE_IMAGE_FILE.test(fileName)) return null;
  return readFile(join(dir, fileName)).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return null;
    throw error;
  });
}
