-- A creator's insights, counted without a cookie or a stored address (docs/decisions/0072-insights-without-cookies.md).
CREATE TABLE "insight_counts" (
	"owner_id" uuid NOT NULL,
	"day" date NOT NULL,
	"subject_kind" text NOT NULL,
	"subject_id" uuid NOT NULL,
	"measure" text NOT NULL,
	"dimension" text DEFAULT '' NOT NULL,
	"count" bigint NOT NULL,
	CONSTRAINT "insight_counts_pkey" PRIMARY KEY("owner_id","day","subject_kind","subject_id","measure","dimension"),
	CONSTRAINT "insight_counts_subject_kind" CHECK ("insight_counts"."subject_kind" in ('owner', 'profile', 'project', 'service')),
	CONSTRAINT "insight_counts_measure" CHECK ("insight_counts"."measure" in ('view', 'visitors', 'referrer', 'source', 'language')),
	CONSTRAINT "insight_counts_dimension_length" CHECK (char_length("insight_counts"."dimension") <= 100),
	CONSTRAINT "insight_counts_count_positive" CHECK ("insight_counts"."count" > 0)
);
--> statement-breakpoint
CREATE TABLE "insight_salts" (
	"day" date PRIMARY KEY NOT NULL,
	"salt" "bytea" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "insight_visitors" (
	"owner_id" uuid NOT NULL,
	"day" date NOT NULL,
	"visitor" "bytea" NOT NULL,
	CONSTRAINT "insight_visitors_pkey" PRIMARY KEY("owner_id","day","visitor")
);
--> statement-breakpoint
ALTER TABLE "insight_counts" ADD CONSTRAINT "insight_counts_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insight_visitors" ADD CONSTRAINT "insight_visitors_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;