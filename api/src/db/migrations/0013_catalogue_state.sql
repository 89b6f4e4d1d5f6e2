CREATE TABLE `catalogue_state` (
	`id` integer PRIMARY KEY NOT NULL,
	`version` integer DEFAULT 0 NOT NULL,
	`build_id` text,
	`lease_holder` text,
	`lease_until` integer
);
--> statement-breakpoint
INSERT INTO `catalogue_state` (`id`) VALUES (1);
