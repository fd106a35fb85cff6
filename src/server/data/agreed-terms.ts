// The server's read of an application's terms of record (domain agreedTerms()): the job's posted terms, every offer
// version and the accepted version, in one statement. Lists and boards select the same parts as columns of their own
// page statement (termsOfRecordColumns) so a page still costs one statement.
import { eq, sql, type SQL } from 'drizzle-orm';
import {
  agreedTerms,
  agreedTermsSummary,
  postedOfferTerms,
  type AgreedTerms,
  type AgreedTermsSummary,
} from '@/domain/offers';
import type { DbOrTx } from '../db/client';
import { applications, jobs, offers } from '../db/schema';

type VersionRow = { version: number; terms: Record<string, unknown> };

/** The offer versions of the application `appId` (a column or value) as one JSON array, oldest first. */
function versionsOf(appId: SQL | typeof applications.id): SQL<VersionRow[]> {
  return sql<
    VersionRow[]
  >`(select coalesce(json_agg(json_build_object('version', o.version, 'terms', o.terms) order by o.version), '[]'::json) from ${offers} o where o.application_id = ${appId})`;
}

/**
 * The columns a list's page statement selects to resolve each row's terms of record: the job's term groups, the offer
 * versions and the accepted version (the statement must join `jobs`).
 */
export function termsOfRecordColumns() {
  return {
    termsJob: sql<
      Record<string, unknown>
    >`jsonb_build_object('pay', ${jobs.details}->'pay', 'hours', ${jobs.details}->'hours', 'schedule', ${jobs.details}->'schedule', 'location', ${jobs.details}->'location')`,
    termsVersions: versionsOf(applications.id),
    acceptedOfferVersion: applications.acceptedOfferVersion,
  };
}

/** The parts termsOfRecordColumns selects. */
export interface TermsOfRecordParts {
  termsJob: Record<string, unknown> | null;
  termsVersions: VersionRow[] | null;
  acceptedOfferVersion: number | null;
}

/** The terms of record of a row selected with termsOfRecordColumns. */
export function termsOfRecord(r: TermsOfRecordParts): AgreedTerms {
  return agreedTerms(postedOfferTerms(r.termsJob), r.termsVersions ?? [], r.acceptedOfferVersion);
}

/** The headline figures of a row selected with termsOfRecordColumns. */
export function termsOfRecordSummary(r: TermsOfRecordParts): AgreedTermsSummary {
  return agreedTermsSummary(termsOfRecord(r));
}

/** An application's terms of record, or undefined when there is no such application. One statement. */
export async function agreedTermsOf(db: DbOrTx, applicationId: string): Promise<AgreedTerms | undefined> {
  const [row] = await db
    .select(termsOfRecordColumns())
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .where(eq(applications.id, applicationId))
    .limit(1);
  return row ? termsOfRecord(row) : undefined;
}

/**
 * An application's terms as agreed at offer version `version` (an earlier contract's or amendment's terms), or
 * undefined when there is no such application. One statement.
 */
export async function agreedTermsAt(
  db: DbOrTx,
  applicationId: string,
  version: number | null,
): Promise<AgreedTerms | undefined> {
  const [row] = await db
    .select(termsOfRecordColumns())
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .where(eq(applications.id, applicationId))
    .limit(1);
  return row ? termsOfRecord({ ...row, acceptedOfferVersion: version }) : undefined;
}
