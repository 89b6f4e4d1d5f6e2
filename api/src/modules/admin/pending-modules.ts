// Stand-ins for the catalogue's publishing service until that module lands in main;
// this file is removed when the admin module is wired to them.
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { speciesIdentifications } from '../../db/schema';

export function publishIdentification(ctx: AppContext, id: number): void {
  ctx.db.update(speciesIdentifications).set({ isPublished: true, publishedAt: ctx.now() }).where(eq(speciesIdentifications.id, id)).run();
}

export function unpublishIdentification(ctx: AppContext, id: number): void {
  ctx.db.update(speciesIdentifications).set({ isPublished: false, publishedAt: null }).where(eq(speciesIdentifications.id, id)).run();
}

