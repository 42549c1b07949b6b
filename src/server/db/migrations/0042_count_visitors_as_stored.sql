-- Visitors are now counted into each day's figures as their hashes are stored, no longer once the day is over (docs/decisions/0072-insights-without-cookies.md): the hashes kept of days not yet counted are counted once here.
INSERT INTO "insight_counts" ("owner_id", "day", "subject_kind", "subject_id", "measure", "dimension", "count")
SELECT "owner_id", "day", 'owner', "owner_id", 'visitors', '', count(*) FROM "insight_visitors" GROUP BY "owner_id", "day"
ON CONFLICT ("owner_id", "measure", "day", "subject_kind", "subject_id", "dimension") DO UPDATE SET "count" = "insight_counts"."count" + excluded."count";
