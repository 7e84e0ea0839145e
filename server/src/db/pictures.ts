import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { and, eq, inArray, ne, notExists } from 'drizzle-orm';
import type { Database } from './client.js';
import { images, pictures, users } from './schema.js';

/** A picture ready to store: its new key and the encoded bytes of each size. */
export interface EncodedPicture {
  key: string;
  sizes: { size: number; bytes: Buffer }[];
}

/**
 * How stored pictures are named in URLs (and were named as files in DATA_DIR/uploads before 0023):
 * a profile picture's square sides (96, 512), a post picture's widths (640, 1280).
 */
export const STORED_PICTURE_NAME = /^([0-9a-f]{32})-(96|512|640|1280)\.webp$/;

/** Stores every size of a member's new picture. */
export async function insertPicture(db: Database, ownerId: string, picture: EncodedPicture): Promise<void> {
  await db
    .insert(pictures)
    .values(picture.sizes.map(({ size, bytes }) => ({ key: picture.key, size, ownerId, bytes })));
}

/**
 * Deletes a member's profile pictures other than `keep`: the one their profile shows now. Their
 * posts' pictures (rows of `images`) are not the profile's: they go with their posts.
 */
export async function deleteOtherPictures(db: Database, ownerId: string, keep: string): Promise<void> {
  await db
    .delete(pictures)
    .where(
      and(
        eq(pictures.ownerId, ownerId),
        ne(pictures.key, keep),
        notExists(db.select({ key: images.key }).from(images).where(eq(images.key, pictures.key))),
      ),
    );
}

export async function findPictureBytes(db: Database, key: string, size: number): Promise<Buffer | null> {
  const [row] = await db
    .select({ bytes: pictures.bytes })
    .from(pictures)
    .where(and(eq(pictures.key, key), eq(pictures.size, size)))
    .limit(1);
  return row?.bytes ?? null;
}

/**
 * Before 0023 the pictures were files in DATA_DIR/uploads. Each file whose key a profile still
 * shows is copied into the database (again at every start until none is left to copy: a row
 * already there is kept); files no profile shows were leftovers and are not copied. The files
 * stay where they are: the operator removes the folder once the portal shows the pictures.
 */
export async function importPictureFiles(
  db: Database,
  uploadsDir: string,
): Promise<{ imported: number; unused: number }> {
  const names = await readdir(uploadsDir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [] as string[];
    throw error;
  });
  const files = names.flatMap((name) => {
    const match = STORED_PICTURE_NAME.exec(name);
    return match ? [{ name, key: match[1] as string, size: Number(match[2]) }] : [];
  });
  if (files.length === 0) return { imported: 0, unused: 0 };
  const keys = [...new Set(files.map((file) => file.key))];
  const owners = new Map<string, string>();
  for (let start = 0; start < keys.length; start += 1000) {
    const rows = await db
      .select({ id: users.id, key: users.profilePicture })
      .from(users)
      .where(inArray(users.profilePicture, keys.slice(start, start + 1000)));
    for (const row of rows) if (row.key) owners.set(row.key, row.id);
  }
  let imported = 0;
  let unused = 0;
  for (const file of files) {
    const ownerId = owners.get(file.key);
    if (!ownerId) {
      unused += 1;
      continue;
    }
    const bytes = await readFile(path.join(uploadsDir, file.name));
    const inserted = await db
      .insert(pictures)
      .values({ key: file.key, size: file.size, ownerId, bytes })
      .onConflictDoNothing()
      .returning({ key: pictures.key });
    imported += inserted.length;
  }
  return { imported, unused };
}
