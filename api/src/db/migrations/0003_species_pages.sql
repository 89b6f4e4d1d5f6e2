CREATE TABLE `catalogue_slugs` (
	`slug` text PRIMARY KEY NOT NULL,
	`aphia_id` integer,
	`identification_id` integer
);
--> statement-breakpoint
CREATE TABLE `catalogue_taxa` (
	`aphia_id` integer PRIMARY KEY NOT NULL,
	`slug` text NOT NULL,
	`featured_identification_id` integer,
	FOREIGN KEY (`featured_identification_id`) REFERENCES `species_identifications`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `catalogue_taxa_slug_unique` ON `catalogue_taxa` (`slug`);--> statement-breakpoint
ALTER TABLE `taxa` ADD `vernacular_names` text DEFAULT '[]' NOT NULL;--> statement-breakpoint
ALTER TABLE `taxa` ADD `synonyms` text DEFAULT '[]' NOT NULL;--> statement-breakpoint
-- Pages published so far were one per identification: their slugs keep answering, with a 301 to the new page.
INSERT INTO `catalogue_slugs` (`slug`, `identification_id`) SELECT `slug`, `id` FROM `species_identifications` WHERE `is_published` = 1;--> statement-breakpoint
-- Taxa cached before names and synonyms were kept are asked again on their next use.
UPDATE `taxa` SET `vernacular_names` = json_array(`vernacular_name`), `fetched_at` = 0 WHERE `vernacular_name` IS NOT NULL;
