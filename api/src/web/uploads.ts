import { join } from 'node:path';
import { IMMUTABLE } from './site';
import { fileUnder } from './static-files';

export const uploadsDir = (dataDir: string) => join(dataDir, 'uploads');

/** GET /uploads/... and its alias /public/uploads/... */
export async function serveUpload(dataDir: string, pathname: string): Promise<Response | null> {
  const match = pathname.match(/^\/(?:public\/)?uploads(\/.+)$/);
  if (!match) return null;
  const file = await fileUnder(uploadsDir(dataDir), match[1]!);
  if (!file) return null;
  // Stored images never change under their name: browsers may keep them for a year.
  return new Response(file, {
    headers: { 'cache-control': IMMUTABLE, 'x-content-type-options': 'nosniff' },
  });
}
