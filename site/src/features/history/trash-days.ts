import { dayText } from '@rules/dates';
import { trashDeletesAt } from '@rules/trash';

/** "15 December 2026": the day something trashed at `trashedAt` is deleted, as the trash and the detail page say it. */
export const deletionDay = (trashedAt: string): string => dayText(trashDeletesAt(trashedAt));
