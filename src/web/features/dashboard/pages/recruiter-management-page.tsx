// /dashboard/recruiter-management: the organization's recruiters, to invite, deactivate and reassign (a dashboard section; its first view's reads: ../section-reads.ts).
export { RecruiterManagement as Component } from '../components/recruiter-management';
