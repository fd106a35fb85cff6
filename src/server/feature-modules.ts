// Every feature module, registered in this order by buildApp.
import authRoutes from './modules/auth/routes';
import devRoutes from './modules/dev/routes';
import jobsRoutes from './modules/jobs/routes';
import jobPagesRoutes from './modules/jobs/pages';
import profileRoutes from './modules/profile/routes';
import applicationsRoutes from './modules/applications/routes';
import offersRoutes from './modules/offers/routes';
import documentsRoutes from './modules/documents/routes';
import messagesRoutes from './modules/messages/routes';
import dashboardRoutes from './modules/dashboard/routes';
import publicApiRoutes from './modules/public-api/routes';
import webhookRoutes from './modules/webhooks/routes';
import credentialsRoutes from './modules/credentials/routes';
import alertsRoutes from './modules/alerts/routes';
import publicPagesRoutes from './modules/public-pages/routes';
import accountRoutes from './modules/account/routes';
import notificationsRoutes from './modules/notifications/routes';
import contractsRoutes from './modules/contracts/routes';
import contractClausesRoutes from './modules/contracts/clauses-routes';
import onboardingRoutes from './modules/onboarding/routes';
import referencesRoutes from './modules/references/routes';
import timesheetsRoutes from './modules/timesheets/routes';
import invoicesRoutes from './modules/invoices/routes';
import workRecordsRoutes from './modules/work-records/routes';
import workRecordReferenceRoutes from './modules/references/work-record-routes';
import assignmentEndRoutes from './modules/assignment-end/routes';
import reviewsRoutes from './modules/reviews/routes';

export const featureModules = [
  authRoutes,
  devRoutes,
  jobsRoutes,
  jobPagesRoutes,
  profileRoutes,
  applicationsRoutes,
  offersRoutes,
  documentsRoutes,
  messagesRoutes,
  dashboardRoutes,
  publicApiRoutes,
  webhookRoutes,
  credentialsRoutes,
  alertsRoutes,
  publicPagesRoutes,
  accountRoutes,
  notificationsRoutes,
  contractsRoutes,
  contractClausesRoutes,
  onboardingRoutes,
  referencesRoutes,
  timesheetsRoutes,
  invoicesRoutes,
  workRecordsRoutes,
  workRecordReferenceRoutes,
  assignmentEndRoutes,
  reviewsRoutes,
];
