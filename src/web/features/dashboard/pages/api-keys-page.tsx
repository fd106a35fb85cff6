// /dashboard/api-keys: the organization's API keys and webhooks (a dashboard section; its first view's reads: ../section-reads.ts).
export { ApiKeysSection as Component } from '../components/api-keys-section';
