CREATE TABLE `registrations` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`ip` text NOT NULL,
	`at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `registrations_ip_idx` ON `registrations` (`ip`,`at`);--> statement-breakpoint
CREATE TABLE `trial_emails` (
	`email_hash` text PRIMARY KEY NOT NULL,
	`used_at` integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE `payments` ADD `hold_expires_at` integer;--> statement-breakpoint
ALTER TABLE `payments` ADD `hold_ip` text;--> statement-breakpoint
ALTER TABLE `users` ADD `email_verified_at` integer;--> statement-breakpoint
ALTER TABLE `users` ADD `verification_sent_at` integer;--> statement-breakpoint
-- Hand-written: lifetime checkouts open at upgrade keep the 30 minutes they were given, counted from their last change.
UPDATE `payments` SET `hold_expires_at` = `updated_at` + 1800000 WHERE `holds_lifetime_slot` = 1 AND `status` = 'pending';
