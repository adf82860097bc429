ALTER TABLE "time_entries" ADD COLUMN "invoice_item_id" uuid;--> statement-breakpoint
ALTER TABLE "time_entries" ADD CONSTRAINT "time_entries_invoice_item_id_invoice_items_id_fk" FOREIGN KEY ("invoice_item_id") REFERENCES "public"."invoice_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "time_entries_invoice_item_id_idx" ON "time_entries" USING btree ("invoice_item_id");--> statement-breakpoint
-- Time billed before this migration: linked to the line bill-time wrote for it ("<task or project>: ..."), when that
-- line is still on its invoice. An entry whose line cannot be found stays billed, unlinked.
UPDATE "time_entries" AS te SET "invoice_item_id" = (
	SELECT ii."id" FROM "invoice_items" ii
	JOIN "projects" p ON p."id" = te."project_id"
	LEFT JOIN "tasks" t ON t."id" = te."task_id"
	WHERE ii."invoice_id" = te."invoice_id"
		AND left(ii."description", length(coalesce(t."title", p."name")) + 2) = coalesce(t."title", p."name") || ': '
	ORDER BY ii."position" LIMIT 1
) WHERE te."invoice_id" IS NOT NULL;
