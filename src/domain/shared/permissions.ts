// The one permission table (spec section 6): the server authorizes with `can`, the UI renders PERMISSIONS as a matrix.
import { ROLES, type Role } from './roles';

/**
 * Action → roles allowed. Record-level rules (own application, same organization) live in transitions.ts and the server
 * policies.
 */
export const PERMISSIONS = {
  'jobs.browse': ['worker', 'recruiter', 'organization', 'admin'],
  'jobs.manage': ['organization', 'admin'],
  'profile.editOwn': ['worker'],
  'applications.apply': ['worker'],
  'applications.viewOwn': ['worker'],
  'applications.withdraw': ['worker'],
  'offers.respond': ['worker'],
  'applications.view': ['recruiter', 'organization', 'admin'],
  'applications.changeStatus': ['recruiter', 'organization', 'admin'],
  'applications.assignRecruiter': ['organization', 'admin'],
  'applications.overrideClearance': ['organization', 'admin'],
  'offers.make': ['recruiter', 'organization', 'admin'],
  'workers.viewProfile': ['recruiter', 'organization', 'admin'],
  'workers.viewContact': ['recruiter', 'organization', 'admin'],
  'documents.uploadOwn': ['worker'],
  'documents.download': ['recruiter', 'organization', 'admin'],
  'profile.exportPdf': ['recruiter', 'organization', 'admin'],
  'profile.exportCsv': ['recruiter', 'organization', 'admin'],
  'chat.use': ['worker', 'recruiter', 'organization', 'admin'],
  'chat.askRecruiter': ['worker'],
  'chat.askWorker': ['recruiter'],
  'recruiters.manage': ['organization', 'admin'],
  'preferences.manage': ['organization', 'admin'],
  'apiKeys.manage': ['organization', 'admin'],
  'roles.view': ['organization', 'admin'],
  'roles.manage': ['admin'],
  'webhooks.manage': ['organization', 'admin'],
  'organization.manage': ['organization', 'admin'],
  'dashboard.view': ['recruiter', 'organization', 'admin'],
  'invoices.manage': ['organization'],
  'account.exportOwn': ['worker'],
} as const satisfies Record<string, readonly Role[]>;

/** A permission (action name). */
export type Permission = keyof typeof PERMISSIONS;

/** Alias of Permission. */
export type PermissionAction = Permission;

/** Every permission, in table order. */
export const PERMISSION_ACTIONS = Object.keys(PERMISSIONS) as Permission[];

/** What each permission lets a user do, for the roles-permission page. */
export const PERMISSION_DESCRIPTIONS: Record<Permission, string> = {
  'jobs.browse': 'Browse and view jobs',
  'jobs.manage': 'Post, edit and close jobs',
  'profile.editOwn': 'Edit their own profile',
  'applications.apply': 'Apply to jobs',
  'applications.viewOwn': 'Follow their own applications in the work journey',
  'applications.withdraw': 'Withdraw their own application',
  'offers.respond': 'Accept, decline or counter offers',
  'applications.view': "View their organization's applications",
  'applications.changeStatus': 'Change application status and name who made the decision',
  'applications.assignRecruiter': 'Assign a recruiter to an application',
  'applications.overrideClearance': 'Clear a placement with onboarding items missing, giving a reason',
  'offers.make': 'Make, update and change offers',
  'workers.viewProfile': 'View the profile of a worker who applied',
  'workers.viewContact': "See a worker's email and phone",
  'documents.uploadOwn': 'Upload their own documents',
  'documents.download': "View and download a worker's documents",
  'profile.exportPdf': "Download a worker's profile as PDF",
  'profile.exportCsv': "Download a worker's profile as CSV",
  'chat.use': 'Use chat',
  'chat.askRecruiter': 'Ask the recruiter about a job',
  'chat.askWorker': 'Ask the worker about a profile field',
  'recruiters.manage': 'Manage recruiters',
  'preferences.manage': 'Set the fields that must match before applying',
  'apiKeys.manage': 'Manage API keys',
  'roles.view': 'View roles and permissions',
  'roles.manage': 'Grant or remove the organization and admin roles',
  'webhooks.manage': 'Register webhooks for application events',
  'organization.manage': "Edit the organization's profile",
  'dashboard.view': 'Use the dashboard',
  'invoices.manage': "Set placements' bill rates and see invoices and margins",
  'account.exportOwn': 'Download all their own data as a zip',
};

/** True when `role` may perform `action`; false for unknown roles or actions. */
export function can(role: Role | null | undefined, action: Permission): boolean {
  if (!role) return false;
  const allowed = (PERMISSIONS as Record<string, readonly Role[]>)[action];
  return !!allowed && allowed.includes(role);
}

/** The table as matrix rows: one per action with its description and a yes/no per role. */
export function permissionMatrix(): { action: Permission; description: string; allowed: Record<Role, boolean> }[] {
  return PERMISSION_ACTIONS.map((action) => ({
    action,
    description: PERMISSION_DESCRIPTIONS[action],
    allowed: Object.fromEntries(ROLES.map((r) => [r, can(r, action)])) as Record<Role, boolean>,
  }));
}
