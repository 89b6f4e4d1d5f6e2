/** How long a trashed identification can be restored; then its photos are deleted and it is gone for its owner. */
export const TRASH_DAYS = 30;
export const TRASH_KEEPS_MS = TRASH_DAYS * 24 * 60 * 60 * 1000;

/** When something trashed at `trashedAt` is deleted. */
export const trashDeletesAt = (trashedAt: Date | string): Date => new Date(new Date(trashedAt).getTime() + TRASH_KEEPS_MS);

/** Still in the trash at `now`, so its owner can open and restore it. */
export const restorable = (trashedAt: Date | string, now: Date): boolean => trashDeletesAt(trashedAt).getTime() > now.getTime();
