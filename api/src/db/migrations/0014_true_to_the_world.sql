CREATE TABLE `upload_reservations` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` integer,
	`visitor_id` text,
	`ip` text NOT NULL,
	`day` text NOT NULL,
	`quota_taken` integer DEFAULT false NOT NULL,
	`budget_taken` integer DEFAULT false NOT NULL,
	`model_called_at` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
ALTER TABLE `species_identifications` ADD `conservation_status_year` integer;--> statement-breakpoint
ALTER TABLE `taxa` ADD `iucn_year` integer;--> statement-breakpoint
-- OBIS answers cached before the checklist was paged read only its first 10 rows: a "not recorded" among them is not to be trusted.
DELETE FROM `obis_nearby`;--> statement-breakpoint
-- Taxa cached before attributes were read as a tree never found their IUCN category: ask WoRMS again at next use (kept if it cannot answer).
UPDATE `taxa` SET `fetched_at` = 0;
