-- The draw among correct entries: a contest's correct answer (staff only), staff's mark per entry,
-- and whether a draw had only correct entries as candidates (earlier draws had every entry).
ALTER TABLE "contest_draws" ADD COLUMN "only_correct" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "contest_participants" ADD COLUMN "marked_correct" boolean;--> statement-breakpoint
ALTER TABLE "contests" ADD COLUMN "correct_answer" text;