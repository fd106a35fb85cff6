// /dashboard/roles-permission: what each role may do, and an admin's role assignments (a dashboard section; its first view's reads: ../section-reads.ts).
export { RolesPermission as Component } from '../components/roles-permission';
