CREATE TABLE "contest_draws" (
	"id" serial PRIMARY KEY NOT NULL,
	"contest_id" integer NOT NULL,
	"participant_id" integer NOT NULL,
	"candidates" integer NOT NULL,
	"date_drawn" timestamp with time zone DEFAULT now() NOT NULL,
	"drawn_by" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contest_draws" ADD CONSTRAINT "contest_draws_contest_id_contests_id_fk" FOREIGN KEY ("contest_id") REFERENCES "public"."contests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contest_draws" ADD CONSTRAINT "contest_draws_participant_id_contest_participants_id_fk" FOREIGN KEY ("participant_id") REFERENCES "public"."contest_participants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "contest_draws_contest_id_participant_id_index" ON "contest_draws" USING btree ("contest_id","participant_id");