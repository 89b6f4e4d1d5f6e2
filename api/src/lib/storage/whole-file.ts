import { rename, rm } from 'node:fs/promises';

/**
 * Writes a file whole or not at all: `fill` writes the temp file, which is then renamed to `path`, so a reader sees
 * the whole file or none, never half of it; a write that fails takes its temp file with it.
 */
export async function writeWhole(path: string, temp: string, fill: () => Promise<unknown>): Promise<void> {
  try {
    await fill();
    await rename(temp, path);
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
}
