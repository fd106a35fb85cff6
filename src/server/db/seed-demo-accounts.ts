// The demo accounts printed at start and used by the browser tests.
export const DEMO_PASSWORD = 'demo-password';

export const DEMO_ACCOUNTS = [
  {
    email: 'worker@demo.test',
    description:
      'Registered nurse, verified; a Done placement with reviews and a work record, one in its extension window',
  },
  { email: 'pharmacist@demo.test', description: 'Pharmacist, verified' },
  { email: 'unverified@demo.test', description: 'Worker whose email is not verified' },
  { email: 'recruiter@demo.test', description: 'Recruiter at Sunrise Health' },
  { email: 'org@demo.test', description: 'Organization user at Sunrise Health' },
  { email: 'admin@demo.test', description: 'Administrator' },
] as const;
