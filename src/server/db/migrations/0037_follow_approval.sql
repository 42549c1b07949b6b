-- Followers a member approves (docs/decisions/0071-federation-with-fedify.md): the switch, and the
-- follows from other servers waiting for them.
CREATE TABLE "remote_follow_requests" (
	"user_id" uuid NOT NULL,
	"remote_actor_id" uuid NOT NULL,
	"follow_uri" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "remote_follow_requests_user_id_remote_actor_id_pk" PRIMARY KEY("user_id","remote_actor_id")
);
--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "approves_followers" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "remote_follow_requests" ADD CONSTRAINT "remote_follow_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "remote_follow_requests" ADD CONSTRAINT "remote_follow_requests_remote_actor_id_remote_actors_id_fk" FOREIGN KEY ("remote_actor_id") REFERENCES "public"."remote_actors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "remote_follow_requests_user_created_idx" ON "remote_follow_requests" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "remote_follow_requests_remote_actor_idx" ON "remote_follow_requests" USING btree ("remote_actor_id");