CREATE TABLE "outbox_event" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "outbox_event_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"type" text NOT NULL,
	"payload" jsonb NOT NULL,
	"run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"locked_by" text,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "outbox_event_status" CHECK ("outbox_event"."status" in ('pending', 'failed'))
);
--> statement-breakpoint
CREATE INDEX "outbox_event_due_idx" ON "outbox_event" USING btree ("run_at","id") WHERE "outbox_event"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "outbox_event_errors_idx" ON "outbox_event" USING btree ("updated_at" DESC NULLS FIRST) WHERE "outbox_event"."last_error" is not null;