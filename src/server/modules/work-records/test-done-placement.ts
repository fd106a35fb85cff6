// Test factory of a Done placement with approved hours (issue 45): an organization, its job (the contract test terms:
// Mar 1 – May 31, 2027), a worker whose accepted offer drafted the contract, weeks of time in the timesheet ledger
// (approved and one still submitted, which a record does not count), and the application at Done. The weeks are
// written as the timesheet feature stores them after approval (its own tests prove the approval flow).
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { applications, timesheetWeeks } from '../../db/schema';
import { acceptedApplication } from '../../test/contract-factory';

/** Minutes of the approved weeks the factory writes (36 h + 40 h 30 min), and of the one still submitted (12 h). */
export const DONE_APPROVED_MINUTES = 36 * 60 + 40 * 60 + 30;

export async function donePlacement(app: FastifyInstance) {
  const base = await acceptedApplication(app);
  const weeks = [
    { weekStart: '2027-03-01', status: 'approved', workedMinutes: 36 * 60 },
    { weekStart: '2027-03-08', status: 'approved', workedMinutes: 40 * 60 + 30 },
    { weekStart: '2027-03-15', status: 'submitted', workedMinutes: 12 * 60 },
  ];
  for (const w of weeks)
    await app.db
      .insert(timesheetWeeks)
      .values({ applicationId: base.applicationId, organizationId: base.team.org.id, ...w });
  await app.db.update(applications).set({ status: 'Done' }).where(eq(applications.id, base.applicationId));
  return base;
}
