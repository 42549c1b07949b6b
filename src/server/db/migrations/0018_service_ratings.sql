-- A service's rating stored in its row (decision 49): the browse sorts and filters by it from an index,
-- and cards read it without a subquery per row. The trigger below keeps it in the review's transaction.
ALTER TABLE "services" ADD COLUMN "rating_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "rating_total" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "rating_average" numeric(2, 1) GENERATED ALWAYS AS (case when "services"."rating_count" > 0 then round("services"."rating_total"::numeric / "services"."rating_count", 1) end) STORED;--> statement-breakpoint
CREATE INDEX "services_active_price_idx" ON "services" USING btree ("price_amount","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "services"."active";--> statement-breakpoint
CREATE INDEX "services_active_price_desc_idx" ON "services" USING btree ("price_amount" DESC NULLS LAST,"created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "services"."active";--> statement-breakpoint
CREATE INDEX "services_active_rating_idx" ON "services" USING btree ("rating_average" DESC NULLS LAST,"created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "services"."active";--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_rating_counts" CHECK ("services"."rating_count" >= 0 and "services"."rating_total" >= 0);--> statement-breakpoint
-- Counts change by the reviews a statement wrote (added, taken away, or both for an edit), never by a
-- recount: two reviews of one service committed at once each add their own, where a recount in the
-- second would not see the first.
CREATE FUNCTION atelier_count_service_ratings() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE services SET rating_count = rating_count + delta.reviews, rating_total = rating_total + delta.total
    FROM (SELECT service_id, count(*) AS reviews, sum(rating) AS total FROM new_reviews GROUP BY service_id) AS delta
    WHERE services.id = delta.service_id;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE services SET rating_count = rating_count - delta.reviews, rating_total = rating_total - delta.total
    FROM (SELECT service_id, count(*) AS reviews, sum(rating) AS total FROM old_reviews GROUP BY service_id) AS delta
    WHERE services.id = delta.service_id;
  ELSE
    UPDATE services SET rating_count = rating_count + delta.reviews, rating_total = rating_total + delta.total
    FROM (
      SELECT service_id, sum(reviews) AS reviews, sum(total) AS total FROM (
        SELECT service_id, 1 AS reviews, rating AS total FROM new_reviews
        UNION ALL SELECT service_id, -1, -rating FROM old_reviews
      ) AS changes GROUP BY service_id
    ) AS delta
    WHERE services.id = delta.service_id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER service_reviews_rating_insert AFTER INSERT ON service_reviews
  REFERENCING NEW TABLE AS new_reviews FOR EACH STATEMENT EXECUTE FUNCTION atelier_count_service_ratings();--> statement-breakpoint
CREATE TRIGGER service_reviews_rating_update AFTER UPDATE ON service_reviews
  REFERENCING OLD TABLE AS old_reviews NEW TABLE AS new_reviews FOR EACH STATEMENT EXECUTE FUNCTION atelier_count_service_ratings();--> statement-breakpoint
CREATE TRIGGER service_reviews_rating_delete AFTER DELETE ON service_reviews
  REFERENCING OLD TABLE AS old_reviews FOR EACH STATEMENT EXECUTE FUNCTION atelier_count_service_ratings();--> statement-breakpoint
-- The reviews already written.
UPDATE services SET rating_count = counted.reviews, rating_total = counted.total
FROM (SELECT service_id, count(*) AS reviews, sum(rating) AS total FROM service_reviews GROUP BY service_id) AS counted
WHERE services.id = counted.service_id;
