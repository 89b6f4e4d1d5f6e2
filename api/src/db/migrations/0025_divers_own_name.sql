ALTER TABLE `species_identifications` ADD `diver_aphia_id` integer;--> statement-breakpoint
ALTER TABLE `species_identifications` ADD `diver_scientific_name` text;