CREATE TABLE "unclaimed_uploads" (
	"key" text PRIMARY KEY NOT NULL,
	"url" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "unclaimed_uploads_created_at" ON "unclaimed_uploads" USING btree ("created_at");