import { t } from 'elysia';
import { MAX_EXPERT_GROUPS, MAX_GROUP_NAME, VERDICTS } from '@rules/consensus';

/** POST /api/identifications/:id/reviews. `scientificName` is needed by `suggest` (checked by the service). */
export const reviewBody = t.Object({
  verdict: t.UnionEnum(VERDICTS),
  // Its length is checked by the service, with the product's own message.
  scientificName: t.Optional(t.Nullable(t.String({ maxLength: 10_000 }))),
});
export type ReviewBody = typeof reviewBody.static;

/** GET /api/reviews: paged like every list, and `group`, a WoRMS class or phylum name. */
export const queueQuery = t.Object({
  cursor: t.Optional(t.String()),
  limit: t.Optional(t.String()),
  group: t.Optional(t.String({ maxLength: MAX_GROUP_NAME })),
});

/** POST /api/admin/users/:id/expert: the groups are checked by the service with the product's own messages. */
export const expertBody = t.Object({
  expert: t.Boolean(),
  groups: t.Optional(t.Nullable(t.Array(t.Unknown(), { maxItems: MAX_EXPERT_GROUPS * 5 }))),
});
export type ExpertBody = typeof expertBody.static;

export const reviewParams = t.Object({ id: t.String() });
