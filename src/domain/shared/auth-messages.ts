// The words of the sign-up, log-in, password and email-link pages.
// (CONVENTIONS.md: user-facing words come from the domain's message catalogue; eslint-rules/no-literal-words.js.)
export const AUTH_MESSAGES = {
  /** When a sign-in, sign-up or other account request got no answer at all (offline, the server down). */
  unreachable: 'Could not reach the server. Check your connection and try again.',
  /** The fields the sign-up, log-in and password pages share. */
  fields: {
    email: 'Email',
    password: 'Password',
    passwordHint: 'At least 8 characters',
  },
  /** Onward from a page that answered an emailed link. */
  continue: 'Continue',
  /** While an emailed link is checked. */
  checkingLink: 'Checking the link',
  /** /login */
  login: {
    title: 'Log in',
    submit: 'Log in',
    newHere: 'New here?',
    createAccount: 'Create an account',
  },
  /** /signup */
  signup: {
    title: 'Create your account',
    accountType: 'Account type',
    firstName: 'First name',
    lastName: 'Last name',
    organizationName: 'Organization name',
    submit: 'Create account',
    haveAccount: 'Already have an account?',
    /** The account type choices. */
    roles: {
      worker: 'I am looking for work',
      organization: 'We are hiring',
    },
  },
  /** /forgot-password */
  forgotPassword: {
    title: 'Reset your password',
    submit: 'Send reset link',
  },
  /** /reset-password */
  resetPassword: {
    title: 'Choose a new password',
    newPassword: 'New password',
    submit: 'Set new password',
  },
  /** /confirm-email */
  confirmEmail: {
    title: 'Confirm your new email',
    busy: 'Confirming',
  },
  /** /verify-email */
  verifyEmail: {
    title: 'Email verification',
    busy: 'Verifying',
    /** When the link could not be checked (and the server said nothing). */
    failed: 'Verification failed.',
  },
} as const;
