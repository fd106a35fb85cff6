// /dashboard/opportunities-manager: the organization's jobs, to post, edit, pause, close and duplicate (a dashboard section; its first view's reads: ../section-reads.ts).
export { OpportunitiesManager as Component } from '../components/opportunities-manager';
