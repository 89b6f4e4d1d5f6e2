CREATE TABLE `catalogue_changes` (
	`version` integer PRIMARY KEY NOT NULL,
	`slugs` text,
	`at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `species_identifications_page_taxon_idx` ON `species_identifications` (coalesce(`community_aphia_id`, `aphia_id`),`is_published`);
