-- The embedded issuer's state (oidc-provider models, keys, accounts, failed sign-ins) lives in the
-- database, so restarts and replicas share it. No change-feed triggers: no cached read uses it.
CREATE TABLE "identity_accounts" (
	"sub" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"roles" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"branches" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"password_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "identity_accounts_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "identity_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "identity_sign_in_failures" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account" text NOT NULL,
	"address" text NOT NULL,
	"failed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "oidc_access_tokens" (
	"id" text PRIMARY KEY NOT NULL,
	"payload" jsonb NOT NULL,
	"grant_id" text,
	"uid" text,
	"user_code" text,
	"consumed_at" timestamp with time zone,
	"expires_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "oidc_authorization_codes" (
	"id" text PRIMARY KEY NOT NULL,
	"payload" jsonb NOT NULL,
	"grant_id" text,
	"uid" text,
	"user_code" text,
	"consumed_at" timestamp with time zone,
	"expires_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "oidc_grants" (
	"id" text PRIMARY KEY NOT NULL,
	"payload" jsonb NOT NULL,
	"grant_id" text,
	"uid" text,
	"user_code" text,
	"consumed_at" timestamp with time zone,
	"expires_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "oidc_interactions" (
	"id" text PRIMARY KEY NOT NULL,
	"payload" jsonb NOT NULL,
	"grant_id" text,
	"uid" text,
	"user_code" text,
	"consumed_at" timestamp with time zone,
	"expires_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "oidc_pushed_authorization_requests" (
	"id" text PRIMARY KEY NOT NULL,
	"payload" jsonb NOT NULL,
	"grant_id" text,
	"uid" text,
	"user_code" text,
	"consumed_at" timestamp with time zone,
	"expires_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "oidc_refresh_tokens" (
	"id" text PRIMARY KEY NOT NULL,
	"payload" jsonb NOT NULL,
	"grant_id" text,
	"uid" text,
	"user_code" text,
	"consumed_at" timestamp with time zone,
	"expires_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "oidc_replay_detections" (
	"id" text PRIMARY KEY NOT NULL,
	"payload" jsonb NOT NULL,
	"grant_id" text,
	"uid" text,
	"user_code" text,
	"consumed_at" timestamp with time zone,
	"expires_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "oidc_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"payload" jsonb NOT NULL,
	"grant_id" text,
	"uid" text,
	"user_code" text,
	"consumed_at" timestamp with time zone,
	"expires_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "identity_sign_in_failures_account_failed_at_index" ON "identity_sign_in_failures" USING btree ("account","failed_at");--> statement-breakpoint
CREATE INDEX "identity_sign_in_failures_address_failed_at_index" ON "identity_sign_in_failures" USING btree ("address","failed_at");--> statement-breakpoint
CREATE INDEX "identity_sign_in_failures_failed_at_index" ON "identity_sign_in_failures" USING btree ("failed_at");--> statement-breakpoint
CREATE INDEX "oidc_access_tokens_grant_id_index" ON "oidc_access_tokens" USING btree ("grant_id");--> statement-breakpoint
CREATE INDEX "oidc_access_tokens_expires_at_index" ON "oidc_access_tokens" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "oidc_access_tokens_uid_index" ON "oidc_access_tokens" USING btree ("uid");--> statement-breakpoint
CREATE INDEX "oidc_access_tokens_user_code_index" ON "oidc_access_tokens" USING btree ("user_code");--> statement-breakpoint
CREATE INDEX "oidc_authorization_codes_grant_id_index" ON "oidc_authorization_codes" USING btree ("grant_id");--> statement-breakpoint
CREATE INDEX "oidc_authorization_codes_expires_at_index" ON "oidc_authorization_codes" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "oidc_authorization_codes_uid_index" ON "oidc_authorization_codes" USING btree ("uid");--> statement-breakpoint
CREATE INDEX "oidc_authorization_codes_user_code_index" ON "oidc_authorization_codes" USING btree ("user_code");--> statement-breakpoint
CREATE INDEX "oidc_grants_grant_id_index" ON "oidc_grants" USING btree ("grant_id");--> statement-breakpoint
CREATE INDEX "oidc_grants_expires_at_index" ON "oidc_grants" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "oidc_grants_uid_index" ON "oidc_grants" USING btree ("uid");--> statement-breakpoint
CREATE INDEX "oidc_grants_user_code_index" ON "oidc_grants" USING btree ("user_code");--> statement-breakpoint
CREATE INDEX "oidc_interactions_grant_id_index" ON "oidc_interactions" USING btree ("grant_id");--> statement-breakpoint
CREATE INDEX "oidc_interactions_expires_at_index" ON "oidc_interactions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "oidc_interactions_uid_index" ON "oidc_interactions" USING btree ("uid");--> statement-breakpoint
CREATE INDEX "oidc_interactions_user_code_index" ON "oidc_interactions" USING btree ("user_code");--> statement-breakpoint
CREATE INDEX "oidc_pushed_authorization_requests_grant_id_index" ON "oidc_pushed_authorization_requests" USING btree ("grant_id");--> statement-breakpoint
CREATE INDEX "oidc_pushed_authorization_requests_expires_at_index" ON "oidc_pushed_authorization_requests" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "oidc_pushed_authorization_requests_uid_index" ON "oidc_pushed_authorization_requests" USING btree ("uid");--> statement-breakpoint
CREATE INDEX "oidc_pushed_authorization_requests_user_code_index" ON "oidc_pushed_authorization_requests" USING btree ("user_code");--> statement-breakpoint
CREATE INDEX "oidc_refresh_tokens_grant_id_index" ON "oidc_refresh_tokens" USING btree ("grant_id");--> statement-breakpoint
CREATE INDEX "oidc_refresh_tokens_expires_at_index" ON "oidc_refresh_tokens" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "oidc_refresh_tokens_uid_index" ON "oidc_refresh_tokens" USING btree ("uid");--> statement-breakpoint
CREATE INDEX "oidc_refresh_tokens_user_code_index" ON "oidc_refresh_tokens" USING btree ("user_code");--> statement-breakpoint
CREATE INDEX "oidc_replay_detections_grant_id_index" ON "oidc_replay_detections" USING btree ("grant_id");--> statement-breakpoint
CREATE INDEX "oidc_replay_detections_expires_at_index" ON "oidc_replay_detections" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "oidc_replay_detections_uid_index" ON "oidc_replay_detections" USING btree ("uid");--> statement-breakpoint
CREATE INDEX "oidc_replay_detections_user_code_index" ON "oidc_replay_detections" USING btree ("user_code");--> statement-breakpoint
CREATE INDEX "oidc_sessions_grant_id_index" ON "oidc_sessions" USING btree ("grant_id");--> statement-breakpoint
CREATE INDEX "oidc_sessions_expires_at_index" ON "oidc_sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "oidc_sessions_uid_index" ON "oidc_sessions" USING btree ("uid");--> statement-breakpoint
CREATE INDEX "oidc_sessions_user_code_index" ON "oidc_sessions" USING btree ("user_code");