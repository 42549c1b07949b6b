-- A service's request form begun is counted with its views; the figures are keyed by member, measure and day, the order the Insights page reads them in; a member may show their projects' views (docs/decisions/0072-insights-without-cookies.md).
ALTER TABLE "insight_counts" DROP CONSTRAINT "insight_counts_measure";--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "shows_views" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "insight_counts" DROP CONSTRAINT "insight_counts_pkey";
--> statement-breakpoint
ALTER TABLE "insight_counts" ADD CONSTRAINT "insight_counts_pkey" PRIMARY KEY("owner_id","measure","day","subject_kind","subject_id","dimension");--> statement-breakpoint
ALTER TABLE "insight_counts" ADD CONSTRAINT "insight_counts_measure" CHECK ("insight_counts"."measure" in ('view', 'visitors', 'referrer', 'source', 'language', 'requestFormOpened'));