-- Trigram matching for the operator filter; pg_trgm is a trusted extension (PostgreSQL 13+): the database owner may create it.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "tasks_operator_name_trgm_idx" ON "tasks" USING gin ("operator_name" gin_trgm_ops);