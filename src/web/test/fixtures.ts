// Data shared by web component tests.
import { meQueryKey, type Me } from '../lib/auth';

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

/**
 * The me query answered "no one signed in" (`renderWithProviders(ui, { seed: [NO_USER] })`): for a component that reads
 * the user but is not tested for who it is (a profile dialog keeps no draft then), so it asks the server nothing.
 */
export const NO_USER: [readonly unknown[], unknown] = [meQueryKey, null];
