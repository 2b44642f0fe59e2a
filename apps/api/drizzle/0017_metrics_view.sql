CREATE INDEX "metrics_key_date_index" ON "metrics" USING btree ("metric_key","date_created");--> statement-breakpoint
CREATE INDEX "metrics_branch_date_session_index" ON "metrics" USING btree ("branch_short_id","date_created","session_id") WHERE "metrics"."branch_short_id" IS NOT NULL;--> statement-breakpoint
-- Privacy (docs/decisions/0017-usage-metrics-and-privacy.md): events stored before this version
-- kept the visitor's raw user agent and the whole referrer URL of app_start. New events keep only
-- the browser and system family and the referrer's site (services/metricsPrivacy.ts); the old raw
-- values are dropped here, the referrer cut to its origin.
UPDATE "metrics"
SET "data" = CASE
    WHEN "data" ->> 'referrer' ~ '^https?://[^/?#]+'
      THEN ("data" - 'user_agent') || jsonb_build_object('referrer', substring("data" ->> 'referrer' FROM '^https?://[^/?#]+'))
    ELSE "data" - 'user_agent' - 'referrer'
  END
WHERE "data" ? 'user_agent' OR "data" ? 'referrer';
