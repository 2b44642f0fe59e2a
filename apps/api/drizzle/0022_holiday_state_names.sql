-- States as Nominatim names them in German and the opening_hours library keys its holiday
-- tables: the canton is "St. Gallen" (earlier demo data wrote "Sankt Gallen", so its places
-- missed the canton's own holidays).
UPDATE "states" SET "nominatim_title" = 'St. Gallen' WHERE "nominatim_title" = 'Sankt Gallen';
