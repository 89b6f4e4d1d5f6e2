ALTER TABLE `species_identifications` ADD `catalogue_consent` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `species_identifications` ADD `licence` text;--> statement-breakpoint
CREATE INDEX `species_identifications_trashed_idx` ON `species_identifications` (`trashed_at`);--> statement-breakpoint
ALTER TABLE `users` ADD `catalogue_consent` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `users` ADD `licence` text;--> statement-breakpoint
-- Hand-written data step. Photos already in the public catalogue stay there: they count as consented under the
-- default licence, CC BY-NC 4.0 (rules/licence.ts). Every other identification starts without consent.
UPDATE `species_identifications` SET `catalogue_consent` = 1, `licence` = 'CC-BY-NC-4.0' WHERE `is_published` = 1 AND `trashed_at` IS NULL;--> statement-breakpoint
-- A trashed identification is never public: one an admin published after its owner trashed it leaves the catalogue.
UPDATE `species_identifications` SET `is_published` = 0, `card_thumbnail` = NULL WHERE `is_published` = 1 AND `trashed_at` IS NOT NULL;
