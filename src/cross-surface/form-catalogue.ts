// The catalogue of forms: every form of the product that sends what a person typed (and every action that checks
// its body before sending), with the route it sends to, the domain schema it checks with, and the property the one
// parity test (forms-parity.test.ts) runs over it. A new form adds its entry here.
import { ACCOUNT_FORMS } from './form-catalogue/account-forms';
import { FILE_FORMS } from './form-catalogue/file-forms';
import { OFFER_FORMS } from './form-catalogue/offer-forms';
import { JOB_POSTING_FORMS } from './form-catalogue/job-posting-forms';
import { ORGANIZATION_SETTINGS_FORMS } from './form-catalogue/organization-settings-forms';
import { PIPELINE_FORMS } from './form-catalogue/pipeline-forms';
import { PROFILE_FORMS } from './form-catalogue/profile-forms';
import { PUBLIC_FORMS } from './form-catalogue/public-forms';
import { WORKER_FORMS } from './form-catalogue/worker-forms';
import type { FormCase } from './parity';

export const FORMS: readonly FormCase[] = [
  ...ACCOUNT_FORMS,
  ...PUBLIC_FORMS,
  ...ORGANIZATION_SETTINGS_FORMS,
  ...JOB_POSTING_FORMS,
  ...PIPELINE_FORMS,
  ...WORKER_FORMS,
  ...PROFILE_FORMS,
  ...OFFER_FORMS,
  ...FILE_FORMS,
];
