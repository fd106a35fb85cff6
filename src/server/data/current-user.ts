// The signed-in user as GET /api/auth/me answers it (the app's current-user query): read by that route and by the
// pages the server draws for a signed-in visitor (modules/auth/routes.ts, modules/jobs/pages.ts), so both give the
// browser the same answer.
import { eq } from 'drizzle-orm';
import type { Me } from '@/domain/shared';
import type { DbOrTx } from '../db/client';
import { organizations, users } from '../db/schema';

export async function currentUser(db: DbOrTx, userId: string): Promise<Me> {
  const [row] = await db
    .select({ user: users, orgName: organizations.name })
    .from(users)
    .leftJoin(organizations, eq(organizations.id, users.organizationId))
    .where(eq(users.id, userId))
    .limit(1);
  const u = row!.user;
  return {
    id: u.id,
    role: u.role,
    email: u.email,
    email_verified: u.emailVerifiedAt !== null,
    first_name: u.firstName,
    last_name: u.lastName,
    image: u.image,
    organization: u.organizationId ? { id: u.organizationId, name: row!.orgName ?? '' } : null,
  };
}
