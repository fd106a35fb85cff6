// A migration's statements, as drizzle-kit wrote them (split at its `--> statement-breakpoint` markers): the migration
// tests run a migration's backfill again over rows made as they stood before it.
import fs from 'node:fs';
import path from 'node:path';
import { migrationsFolder } from '../db/client';

/** The statements of the migration file `name` (e.g. `0025_organization_job_id.sql`), in order. */
export function migrationStatements(name: string): string[] {
  return fs.readFileSync(path.join(migrationsFolder, name), 'utf8').split('--> statement-breakpoint');
}
