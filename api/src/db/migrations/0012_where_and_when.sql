CREATE TABLE `obis_nearby` (
	`aphia_id` integer NOT NULL,
	`cell_south` integer NOT NULL,
	`cell_west` integer NOT NULL,
	`recorded` integer NOT NULL,
	`checked_at` integer NOT NULL,
	PRIMARY KEY(`aphia_id`, `cell_south`, `cell_west`)
);
--> statement-breakpoint
ALTER TABLE `species_identifications` ADD `latitude` real;--> statement-breakpoint
ALTER TABLE `species_identifications` ADD `longitude` real;--> statement-breakpoint
ALTER TABLE `species_identifications` ADD `location_source` text;--> statement-breakpoint
ALTER TABLE `species_identifications` ADD `observed_at` text;--> statement-breakpoint
ALTER TABLE `users` ADD `use_photo_location` integer DEFAULT true NOT NULL;