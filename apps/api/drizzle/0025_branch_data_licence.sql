-- The open licence of a branch's own data, stated by its open-data API and catalogue;
-- what came from OpenStreetMap stays under the ODbL.
ALTER TABLE "branches" ADD COLUMN "data_licence" text DEFAULT 'CC-BY-4.0' NOT NULL;