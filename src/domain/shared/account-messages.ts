// The words of the account pages and settings that belong to no feature's domain.
// (CONVENTIONS.md: user-facing words come from the domain's message catalogue; eslint-rules/no-literal-words.js.)
export const ACCOUNT_MESSAGES = {
  /** Change email. */
  email: {
    title: 'Email',
    current: 'Current address:',
    form: 'Change email',
    newEmail: 'New email',
    currentPassword: 'Current password',
    submit: 'Send confirmation link',
  },
  /** Delete or deactivate the account. */
  close: {
    password: 'Password',
    passwordHint: 'Enter your password to confirm.',
    /** The card's title and its button (also the dialog's title and confirm button). */
    deleteTitle: 'Delete account',
    deactivateTitle: 'Deactivate account',
    deleteAction: 'Delete my account',
    deactivateAction: 'Deactivate my account',
  },
  /** Export my data (workers). */
  export: {
    title: 'Export my data',
    download: 'Download my data',
  },
  /** Messages (the chat list and a conversation); the chat's other words are MESSAGES.chat. */
  chat: {
    loadingList: 'Loading conversations',
    list: 'Conversations',
    loading: 'Loading conversation',
    messages: 'Messages',
    conversationWith: (name: string) => `Conversation with ${name}`,
  },
  /** The notification centre; its other words are MESSAGES.notifications. */
  notifications: {
    loading: 'Loading',
  },
} as const;
