CREATE TABLE "catalogue_changes" (
	"version" integer PRIMARY KEY NOT NULL,
	"slugs" text,
	"at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "species_identifications_page_taxon_idx" ON "species_identifications" USING btree (coalesce("community_aphia_id", "aphia_id"),"is_published");