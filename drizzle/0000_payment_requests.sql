CREATE TABLE "payment_requests" (
	"id" text PRIMARY KEY NOT NULL,
	"requester" text NOT NULL,
	"chain_id" integer NOT NULL,
	"token" text,
	"amount" numeric(78, 0) NOT NULL,
	"note" text,
	"created_at" timestamp with time zone NOT NULL,
	"created_block" numeric(78, 0) NOT NULL,
	"expires_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"payment_hash" text,
	"payment_from" text,
	"payment_block" bigint,
	CONSTRAINT "payment_requests_payment_hash_unique" UNIQUE("payment_hash"),
	CONSTRAINT "payment_requests_amount_positive" CHECK ("payment_requests"."amount" > 0),
	CONSTRAINT "payment_requests_note_length" CHECK (char_length("payment_requests"."note") <= 140)
);
--> statement-breakpoint
CREATE INDEX "payment_requests_requester_created" ON "payment_requests" USING btree ("requester","created_at" DESC NULLS LAST);