import { describe, expect, it } from 'vitest';
import {
  PERMISSIONS,
  PERMISSION_ACTIONS,
  PERMISSION_DESCRIPTIONS,
  can,
  permissionMatrix,
  type Permission,
} from './permissions';
import { ROLES, type Role } from './roles';

// The expected matrix, written out: W = worker, R = recruiter, O = organization, A = admin.
const EXPECTED: Record<string, string> = {
  'jobs.browse': 'WROA',
  'jobs.manage': 'OA',
  'profile.editOwn': 'W',
  'applications.apply': 'W',
  'applications.viewOwn': 'W',
  'applications.withdraw': 'W',
  'offers.respond': 'W',
  'applications.view': 'ROA',
  'applications.changeStatus': 'ROA',
  'applications.assignRecruiter': 'OA',
  'applications.overrideClearance': 'OA',
  'offers.make': 'ROA',
  'workers.viewProfile': 'ROA',
  'workers.viewContact': 'ROA',
  'documents.uploadOwn': 'W',
  'documents.download': 'ROA',
  'profile.exportPdf': 'ROA',
  'profile.exportCsv': 'ROA',
  'chat.use': 'WROA',
  'chat.askRecruiter': 'W',
  'chat.askWorker': 'R',
  'recruiters.manage': 'OA',
  'preferences.manage': 'OA',
  'apiKeys.manage': 'OA',
  'roles.view': 'OA',
  'roles.manage': 'A',
  'webhooks.manage': 'OA',
  'organization.manage': 'OA',
  'dashboard.view': 'ROA',
  'invoices.manage': 'O',
  'account.exportOwn': 'W',
};
const LETTER: Record<Role, string> = { worker: 'W', recruiter: 'R', organization: 'O', admin: 'A' };

describe('permission table', () => {
  it('lists exactly the expected actions', () => {
    expect(Object.keys(PERMISSIONS).sort()).toEqual(Object.keys(EXPECTED).sort());
  });

  it.each(
    Object.entries(EXPECTED).flatMap(([action, who]) =>
      ROLES.map((role) => [action, role, who.includes(LETTER[role])] as const),
    ),
  )('%s for %s: %s', (action, role, allowed) => {
    expect(can(role, action as Permission)).toBe(allowed);
  });

  it('every action has a description', () => {
    for (const a of PERMISSION_ACTIONS) expect(PERMISSION_DESCRIPTIONS[a].length).toBeGreaterThan(5);
  });

  it('refuses missing roles and unknown actions', () => {
    expect(can(null, 'jobs.browse')).toBe(false);
    expect(can(undefined, 'jobs.browse')).toBe(false);
    expect(can('admin', 'nope' as Permission)).toBe(false);
  });

  it('worker-only actions are never granted to staff, and staff actions never to workers', () => {
    for (const a of ['applications.apply', 'offers.respond', 'profile.editOwn'] as const) {
      expect(ROLES.filter((r) => can(r, a))).toEqual(['worker']);
    }
    for (const a of ['applications.changeStatus', 'documents.download', 'offers.make', 'profile.exportPdf'] as const) {
      expect(can('worker', a)).toBe(false);
    }
  });

  it('the matrix has one row per action and a column per role', () => {
    const m = permissionMatrix();
    expect(m.map((r) => r.action)).toEqual(PERMISSION_ACTIONS);
    const assign = m.find((r) => r.action === 'applications.assignRecruiter');
    expect(assign).toEqual({
      action: 'applications.assignRecruiter',
      description: 'Assign a recruiter to an application',
      allowed: { worker: false, recruiter: false, organization: true, admin: true },
    });
  });
});
