CREATE TABLE "meeting_call_quality" (
	"booking_id" uuid NOT NULL,
	"participant_id" text NOT NULL,
	"name" text NOT NULL,
	"role" text NOT NULL,
	"transport" text NOT NULL,
	"first_frame_ms" integer,
	"path" text,
	"frames_received" integer NOT NULL,
	"frames_dropped" integer NOT NULL,
	"packets_lost" integer NOT NULL,
	"reported_at" timestamp with time zone NOT NULL,
	CONSTRAINT "meeting_call_quality_booking_id_participant_id_pk" PRIMARY KEY("booking_id","participant_id"),
	CONSTRAINT "meeting_call_quality_path_known" CHECK ("meeting_call_quality"."path" in ('direct', 'relayed')),
	CONSTRAINT "meeting_call_quality_transport_known" CHECK ("meeting_call_quality"."transport" in ('mesh', 'sfu'))
);
--> statement-breakpoint
ALTER TABLE "meeting_call_quality" ADD CONSTRAINT "meeting_call_quality_booking_id_booking_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."booking"("id") ON DELETE cascade ON UPDATE no action;