-- A service's request form begun is counted with its views (docs/decisions/0072-insights-without-cookies.md).
ALTER TABLE "insight_counts" DROP CONSTRAINT "insight_counts_measure";--> statement-breakpoint
ALTER TABLE "insight_counts" ADD CONSTRAINT "insight_counts_measure" CHECK ("insight_counts"."measure" in ('view', 'visitors', 'referrer', 'source', 'language', 'requestFormOpened'));