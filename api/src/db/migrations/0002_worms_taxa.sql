CREATE TABLE `taxa` (
	`aphia_id` integer PRIMARY KEY NOT NULL,
	`scientific_name` text NOT NULL,
	`authority` text,
	`rank` text NOT NULL,
	`status` text NOT NULL,
	`vernacular_name` text,
	`kingdom` text,
	`phylum` text,
	`class` text,
	`order` text,
	`family` text,
	`genus` text,
	`is_marine` integer,
	`is_brackish` integer,
	`is_freshwater` integer,
	`is_terrestrial` integer,
	`iucn_category` text,
	`lineage` text NOT NULL,
	`fetched_at` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `taxon_names` (
	`name` text PRIMARY KEY NOT NULL,
	`matches` text NOT NULL,
	`fetched_at` integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE `species_identifications` ADD `aphia_id` integer;--> statement-breakpoint
ALTER TABLE `species_identifications` ADD `verification` text DEFAULT 'unavailable' NOT NULL;--> statement-breakpoint
ALTER TABLE `species_identifications` ADD `model_scientific_name` text;--> statement-breakpoint
ALTER TABLE `species_identifications` ADD `conservation_status_source` text DEFAULT 'model' NOT NULL;--> statement-breakpoint
ALTER TABLE `species_identifications` ADD `worms_checked_at` integer;--> statement-breakpoint
CREATE INDEX `species_identifications_verification_idx` ON `species_identifications` (`verification`);