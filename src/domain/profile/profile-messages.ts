// The words of the worker's profile: its sections, credentials and document upload.
// (CONVENTIONS.md: user-facing words come from the domain's message catalogue; eslint-rules/no-literal-words.js.)
export const PROFILE_MESSAGES = {
  /** A profile row's and a credential's edit button. */
  edit: 'Edit',
  /** The edit button's accessible name: "Edit" and what it edits. */
  editNamed: (label: string) => `Edit ${label}`,
  /** A profile row without a value. */
  notSet: 'Not set',
  /** The profile dialog's title when its kind is unknown. */
  dialogTitle: 'Profile',
  /** The first-run page while the profile loads. */
  loading: 'Loading',
  completeness: {
    title: 'Profile completeness',
    complete: 'Your profile is complete.',
    progress: (percent: number) => `Profile ${percent}% complete`,
  },
  /** The inputs of the single-question dialogs (field-input.tsx). */
  fields: {
    inUnit: (unit: string) => `In ${unit}`,
    tagsHint: 'Press Enter after each one',
    asap: 'As soon as possible',
    addDate: 'Add date',
    removeDate: (date: string) => `Remove ${date}`,
    rangeMin: (label: string) => `${label} minimum`,
    rangeMax: (label: string) => `${label} maximum`,
  },
  /** Uploading documents into a category (document-upload.tsx). */
  upload: {
    expires: (date: string) => `expires ${date}`,
    replace: 'Replace',
    replaceNamed: (name: string) => `Replace ${name}`,
    /** The list of a category's documents. */
    uploadedList: (label: string) => `${label} uploaded`,
    /** The choice of a vaccination's or a certification's name. */
    nameOf: (vaccination: boolean) => `Name of the ${vaccination ? 'vaccination' : 'certification'}`,
    licenceNumber: (label: string) => `${label}: licence number`,
    expiresOn: (label: string) => `${label}: expires on`,
    uploadingNamed: (label: string) => `Uploading ${label}`,
    none: 'No documents yet.',
    capture: 'Capture',
    takePhoto: 'Take a photo',
    cameraPreview: 'Camera preview',
    uploading: (percent: number) => `Uploading… ${percent}%`,
  },
  /** The credential wallet, its edit dialog and the alert popover. */
  credentials: {
    title: 'Credentials',
    loading: 'Loading credentials',
    loadFailed: 'Failed to load credentials',
    empty: 'No licences or certifications yet. Upload them in the documents sections and add their expiry date.',
    list: 'Your credentials',
    number: (number: string) => `No. ${number}`,
    expires: (date: string) => `Expires ${date}`,
    noExpiry: 'No expiry date',
    forAppliedJobs: 'For the jobs you applied to',
    noJobs: 'You have not applied to a job yet.',
    allCovered: 'Your credentials cover every job you applied to.',
    requiredForJob: 'Required for this job',
    type: 'Credential type',
    /** The credential type's choice for none of the known types. */
    otherType: 'Other',
    issuedOn: 'Issued on',
    expiresOn: 'Expires on',
    useTypicalExpiry: (date: string) => `Use the typical expiry: ${date}`,
    issuingState: 'Issuing state',
    chooseState: 'Choose a state',
    multistate: 'Multistate licence (Nurse Licensure Compact)',
    multistateHint: 'Issued by your primary state of residence; covers RN and LPN/VN in every compact state.',
    multistateNotCompact: 'Only a compact state issues multistate licences.',
    save: 'Save',
    saved: 'Credential saved',
    /** The recruiter's alert badge as a button that opens the details. */
    alertDetails: (label: string) => `${label}: details`,
  },
} as const;
