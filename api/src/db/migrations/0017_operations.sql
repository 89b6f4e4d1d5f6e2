CREATE TABLE `backup_state` (
	`id` integer PRIMARY KEY NOT NULL,
	`lease_holder` text,
	`lease_until` integer,
	`last_started_at` integer,
	`last_success_at` integer,
	`last_failure_at` integer,
	`last_error` text,
	`last_duration_ms` integer,
	`last_bytes` real,
	`last_location` text
);
--> statement-breakpoint
ALTER TABLE `catalogue_state` ADD `published_at` integer;