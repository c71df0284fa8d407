CREATE TABLE "chain_cursors" (
	"chain_id" integer PRIMARY KEY NOT NULL,
	"block_number" bigint NOT NULL,
	"block_hash" text NOT NULL,
	"head_number" bigint NOT NULL,
	"polled_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_history" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payment_history_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"request_id" text NOT NULL,
	"event" text NOT NULL,
	"source" text NOT NULL,
	"hash" text NOT NULL,
	"payer" text NOT NULL,
	"block_number" bigint NOT NULL,
	"block_hash" text,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payment_requests" ADD COLUMN "payment_block_hash" text;--> statement-breakpoint
ALTER TABLE "payment_requests" ADD COLUMN "payment_final" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_requests" ADD COLUMN "undone_block" bigint;--> statement-breakpoint
ALTER TABLE "payment_history" ADD CONSTRAINT "payment_history_request_id_payment_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."payment_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_history_request" ON "payment_history" USING btree ("request_id","id");--> statement-breakpoint
CREATE INDEX "payment_requests_chain_open" ON "payment_requests" USING btree ("chain_id","created_at","id") WHERE "payment_requests"."payment_hash" IS NULL AND "payment_requests"."cancelled_at" IS NULL;--> statement-breakpoint
CREATE INDEX "payment_requests_chain_unfinal" ON "payment_requests" USING btree ("chain_id") WHERE "payment_requests"."payment_hash" IS NOT NULL AND NOT "payment_requests"."payment_final";