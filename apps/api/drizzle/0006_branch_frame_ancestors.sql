-- A branch may restrict which sites frame its map (CSP frame-ancestors); null lets any site.
ALTER TABLE "branches" ADD COLUMN "frame_ancestors" text[];