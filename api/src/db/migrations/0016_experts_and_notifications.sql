CREATE TABLE `notifications` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`kind` text NOT NULL,
	`text` text NOT NULL,
	`link` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`read_at` integer,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `notifications_user_idx` ON `notifications` (`user_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `notifications_user_unread_idx` ON `notifications` (`user_id`,`read_at`);--> statement-breakpoint
CREATE TABLE `reviews` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`identification_id` integer NOT NULL,
	`expert_id` integer NOT NULL,
	`verdict` text NOT NULL,
	`aphia_id` integer,
	`scientific_name` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer,
	FOREIGN KEY (`identification_id`) REFERENCES `species_identifications`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`expert_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `reviews_identification_expert_unique` ON `reviews` (`identification_id`,`expert_id`);--> statement-breakpoint
CREATE INDEX `reviews_expert_created_idx` ON `reviews` (`expert_id`,`created_at`);--> statement-breakpoint
ALTER TABLE `species_identifications` ADD `review_requested_at` integer;--> statement-breakpoint
ALTER TABLE `species_identifications` ADD `review_status` text DEFAULT 'unreviewed' NOT NULL;--> statement-breakpoint
ALTER TABLE `species_identifications` ADD `community_aphia_id` integer;--> statement-breakpoint
ALTER TABLE `species_identifications` ADD `verified_at` integer;--> statement-breakpoint
CREATE INDEX `species_identifications_review_idx` ON `species_identifications` (`review_status`,`review_requested_at`);--> statement-breakpoint
ALTER TABLE `subscription_settings` ADD `publish_requires_verification` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `users` ADD `is_expert` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `users` ADD `expert_groups` text;--> statement-breakpoint
ALTER TABLE `users` ADD `email_daily_summary` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `users` ADD `daily_summary_sent_at` integer;--> statement-breakpoint
ALTER TABLE `users` ADD `trial_ending_notified_at` integer;--> statement-breakpoint
-- Sightings already offered to the catalogue wait for review from when they were made.
UPDATE `species_identifications` SET `review_requested_at` = `created_at` WHERE `catalogue_consent` = 1 AND `trashed_at` IS NULL;
