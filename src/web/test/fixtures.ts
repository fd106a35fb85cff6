// Data shared by web component tests.
import type { Me } from '../lib/auth';

/** A signed-in recruiter of an organization. */
export const recruiterMe: Me = {
  id: 'u1',
  role: 'recruiter',
  email: 'rita@example.test',
  email_verified: true,
  first_name: 'Rita',
  last_name: 'Recruiter',
  image: null,
  organization: { id: 'o1', name: 'Acme Health' },
};
