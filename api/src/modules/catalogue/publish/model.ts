import { t, type Static } from 'elysia';
import type { CardThumbnail, PublicIdentification, PublicSpecies, TaxonPhoto, UnresolvedPage } from '@catalogue/model/public';
import type { Agree, SameShape } from '../../../lib/same-shape';
import { alternativeSpeciesSchema, answerFields, verificationSchema } from '../../identifications';
import { commonNamesSchema, taxonSchema } from '../../taxa';
import { REVIEW_STATUSES, VERDICTS } from '@rules/consensus';

/**
 * The public catalogue's answers. Their types are declared once in @catalogue/model/public, which the browser
 * bundles and which must not load the schema library: each schema here is checked against its declaration.
 */

export const slugParams = t.Object({ slug: t.String({ minLength: 1, maxLength: 200 }) });

const text = t.Nullable(t.String());

export const cardThumbnailSchema = t.Object({
  width: t.Number(),
  height: t.Number(),
  src: t.String(),
  avif: t.String(),
  webp: t.String(),
});
type CardThumbnailAgrees = Agree<SameShape<Static<typeof cardThumbnailSchema>, CardThumbnail>>;

export const publicPhotoSchema = t.Object({ imageUrl: t.String(), width: t.Nullable(t.Number()), height: t.Nullable(t.Number()) });

export const publicIdentificationSchema = t.Object({
  id: t.Number(),
  slug: t.String(),
  ...answerFields,
  alternativeSpecies: t.Array(alternativeSpeciesSchema),
  reviewStatus: t.Optional(t.UnionEnum(REVIEW_STATUSES)),
  communityTaxon: t.Optional(t.Nullable(taxonSchema)),
  reviews: t.Optional(t.Array(t.Object({ expert: text, verdict: t.UnionEnum(VERDICTS), taxon: t.Nullable(taxonSchema), createdAt: t.String() }))),
  verifiedBy: t.Integer({ minimum: 0 }),
  imageUrl: text,
  photos: t.Array(publicPhotoSchema),
  thumbnail: t.Nullable(cardThumbnailSchema),
  uploaderName: text,
  uploaderWebsite: text,
  licence: text,
  area: text,
  depthMeters: t.Nullable(t.Number()),
  accepted: t.Boolean(),
  observedOn: t.Optional(text),
  createdAt: t.String(),
  publishedAt: text,
});
type PublicIdentificationAgrees = Agree<SameShape<Static<typeof publicIdentificationSchema>, PublicIdentification>>;

export const publicSpeciesSchema = t.Object({
  ...publicIdentificationSchema.properties,
  taxon: t.Nullable(
    t.Object({
      ...taxonSchema.properties,
      vernacularNames: t.Optional(t.Array(t.String())),
      commonNames: t.Optional(commonNamesSchema),
      synonyms: t.Optional(t.Array(t.String())),
    }),
  ),
  identifications: t.Array(publicIdentificationSchema),
  relatedIdentifications: t.Array(publicIdentificationSchema),
});
type PublicSpeciesAgrees = Agree<SameShape<Static<typeof publicSpeciesSchema>, PublicSpecies>>;

/** `/public/taxa/:aphiaId/photo`: a WoRMS AphiaID, read by pathId (lib/path-id.ts). */
export const taxonParams = t.Object({ aphiaId: t.String() });

export const taxonPhotoSchema = t.Object({
  imageUrl: t.String(),
  speciesSlug: t.String(),
  of: t.Optional(t.Object({ rank: t.Union([t.Literal('genus'), t.Literal('family')]), name: t.String() })),
});
type TaxonPhotoAgrees = Agree<SameShape<Static<typeof taxonPhotoSchema>, TaxonPhoto>>;

export const unresolvedPageSchema = t.Object({
  id: t.Number(),
  slug: t.String(),
  speciesName: t.String(),
  scientificName: text,
  verification: verificationSchema,
  publishedAt: text,
});
type UnresolvedPageAgrees = Agree<SameShape<Static<typeof unresolvedPageSchema>, UnresolvedPage>>;
