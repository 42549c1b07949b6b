CREATE TABLE "notification_settings" (
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"delivery" text NOT NULL,
	CONSTRAINT "notification_settings_user_id_kind_pk" PRIMARY KEY("user_id","kind"),
	CONSTRAINT "notification_settings_kind" CHECK ("notification_settings"."kind" in ('newRequest', 'requestStatus', 'newMessage', 'projectComment', 'commentReply', 'newReview', 'newFollower', 'reportResolved', 'feedbackResolved')),
	CONSTRAINT "notification_settings_delivery" CHECK ("notification_settings"."delivery" in ('now', 'daily', 'weekly', 'app', 'off'))
);
--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "kind" text;--> statement-breakpoint
ALTER TABLE "notification_settings" ADD CONSTRAINT "notification_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind" CHECK ("notifications"."kind" in ('newRequest', 'requestStatus', 'newMessage', 'projectComment', 'commentReply', 'newReview', 'newFollower', 'reportResolved', 'feedbackResolved'));