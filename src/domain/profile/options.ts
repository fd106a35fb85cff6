// Option lists for profile and job forms (spec sections 2, 5, 6). Product wording where the spec shows none.

/** Yes/No option objects, stored as-is on the profile (value yes/no, label Yes/No). */
export const YES_NO = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
] as const;

/** A yes/no answer object. */
export type YesNo = (typeof YES_NO)[number];

/** The yes/no object for a boolean. */
export function yesNo(value: boolean): YesNo {
  return value ? YES_NO[0] : YES_NO[1];
}

/** Pharmacy professions: the NABP e-Profile ID applies and some certifications are hidden. */
export const PHARMACY_PROFESSIONS = ['Pharmacist', 'Pharmacy Technician'] as const;

/** Professions a worker can pick ("What kind of professional are you?"). */
export const PROFESSIONS = [
  'Registered Nurse',
  'Licensed Practical Nurse',
  'Certified Nursing Assistant',
  'Nurse Practitioner',
  'Pharmacist',
  'Pharmacy Technician',
  'Respiratory Therapist',
  'Surgical Technologist',
  'Radiologic Technologist',
  'Physical Therapist',
  'Occupational Therapist',
] as const;

/** A profession name. */
export type Profession = (typeof PROFESSIONS)[number];

/** Specialties offered for each profession ("What's your specialty?"). */
export const SPECIALTIES_BY_PROFESSION: Record<Profession, readonly string[]> = {
  'Registered Nurse': [
    'Medical-Surgical',
    'ICU',
    'Emergency Room',
    'Labor and Delivery',
    'Operating Room',
    'PACU',
    'Telemetry',
    'Step-Down',
    'NICU',
    'PICU',
    'Oncology',
    'Psychiatric',
    'Cath Lab',
    'Dialysis',
    'Home Health',
    'Pediatrics',
  ],
  'Licensed Practical Nurse': [
    'Long-Term Care',
    'Rehabilitation',
    'Home Health',
    'Clinic',
    'Corrections',
    'Pediatrics',
    'Psychiatric',
  ],
  'Certified Nursing Assistant': ['Long-Term Care', 'Acute Care', 'Home Health', 'Rehabilitation', 'Hospice'],
  'Nurse Practitioner': ['Family Practice', 'Acute Care', 'Psychiatric', 'Pediatrics', 'Urgent Care'],
  Pharmacist: ['Retail', 'Hospital', 'Clinical', 'Long-Term Care', 'Oncology', 'Infusion', 'Nuclear', 'Compounding'],
  'Pharmacy Technician': [
    'Retail',
    'Hospital',
    'Compounding',
    'IV/Sterile Compounding',
    'Long-Term Care',
    'Mail Order',
  ],
  'Respiratory Therapist': ['Adult Critical Care', 'Neonatal', 'Pulmonary Function', 'Sleep Lab'],
  'Surgical Technologist': ['General Surgery', 'Cardiovascular', 'Orthopedics', 'Neurosurgery'],
  'Radiologic Technologist': ['X-Ray', 'CT', 'MRI', 'Mammography', 'Ultrasound'],
  'Physical Therapist': ['Outpatient', 'Acute Care', 'Home Health', 'Skilled Nursing'],
  'Occupational Therapist': ['Outpatient', 'Acute Care', 'Home Health', 'Pediatrics'],
};

/** Job/worker types ("Your Type"). */
export const WORKER_TYPES = ['Clinical', 'Non-Clinical'] as const;

/** Employment terms ("What employment terms are you looking for?"). */
export const EMPLOYMENT_TERMS = [
  'Travel Contract',
  'Local Contract',
  'Per Diem',
  'Permanent',
  'Contract to Perm',
] as const;

/** Shift times ("Shifts you will work"). */
export const SHIFT_TIMES = ['Days', 'Evenings', 'Nights', 'Rotating', 'Weekends'] as const;

/** Pay frequencies ("Pay Frequency"). */
export const PAY_FREQUENCIES = ['Weekly', 'Bi-Weekly', 'Semi-Monthly', 'Monthly'] as const;

/** Benefit options ({value,label}; matched case-insensitively on either). */
export const BENEFIT_OPTIONS = [
  { value: '401k', label: '401k' },
  { value: 'health', label: 'Health Insurance' },
  { value: 'dental', label: 'Dental' },
  { value: 'vision', label: 'Vision' },
  { value: 'life', label: 'Life Insurance' },
  { value: 'pto', label: 'Paid Time Off' },
  { value: 'housing', label: 'Housing' },
  { value: 'travel', label: 'Travel Reimbursement' },
  { value: 'license', label: 'License Reimbursement' },
  { value: 'ceu', label: 'Continuing Education' },
] as const;

/** Bonus options ("Bonuses you want"). */
export const BONUS_OPTIONS = [
  'Sign-on Bonus',
  'Completion Bonus',
  'Extension Bonus',
  'Referral Bonus',
  'Retention Bonus',
] as const;

const norm = (s: string) => s.trim().toLowerCase();

/** True when a benefit (string or {value,label}) names the same benefit as `other`, ignoring case and spaces around. */
export function matchesBenefit(
  a: string | { value: string; label: string },
  b: string | { value: string; label: string },
): boolean {
  // Defensive on shape: a stored value that is neither text nor an option (a number, a document) has no keys.
  const keys = (x: unknown): string[] =>
    typeof x === 'string'
      ? [norm(x)]
      : x && typeof x === 'object'
        ? [(x as { value?: unknown }).value, (x as { label?: unknown }).label, (x as { name?: unknown }).name]
            .filter((k): k is string => typeof k === 'string')
            .map(norm)
        : [];
  const kb = keys(b);
  return keys(a).some((k) => k !== '' && kb.includes(k));
}

/** Certification options ("Add your certifications"). */
export const CERTIFICATION_OPTIONS = [
  'BLS',
  'ACLS',
  'PALS',
  'NRP',
  'TNCC',
  'ENPC',
  'CCRN',
  'CEN',
  'PCCN',
  'CNOR',
  'OCN',
  'NIHSS',
  'STABLE',
  'CMA',
  'CNA',
  'R.R.A.',
  'AWHONN',
  'ARDMS',
  'NBRC',
  'RCIS',
  'CPhT',
  'BCPS',
  'Immunization Certification',
] as const;

/** Certifications hidden for pharmacist and pharmacy technician (spec section 5). */
export const PHARMACY_HIDDEN_CERTIFICATIONS = [
  'CMA',
  'CNA',
  'R.R.A.',
  'TNCC',
  'AWHONN',
  'ARDMS',
  'NBRC',
  'RCIS',
] as const;

/** True for Pharmacist and Pharmacy Technician (any case, trimmed). */
export function isPharmacyProfession(profession: string | null | undefined): boolean {
  return typeof profession === 'string' && PHARMACY_PROFESSIONS.some((p) => norm(p) === norm(profession));
}

/** The certification options shown for a profession. */
export function certificationOptionsFor(profession: string | null | undefined): string[] {
  const hidden: readonly string[] = isPharmacyProfession(profession) ? PHARMACY_HIDDEN_CERTIFICATIONS : [];
  return CERTIFICATION_OPTIONS.filter((c) => !hidden.includes(c));
}

/** Tax classifications ("Classifications you'll work as"). */
export const CLASSIFICATION_OPTIONS = ['W-2', '1099', 'Corp-to-Corp'] as const;

/** Classifications offered: only those the job requires; all when the job states none. */
export function classificationOptionsFor(jobRequired?: readonly string[] | null): string[] {
  if (!jobRequired || jobRequired.length === 0) return [...CLASSIFICATION_OPTIONS];
  const wanted = jobRequired.map(norm);
  return CLASSIFICATION_OPTIONS.filter((c) => wanted.includes(norm(c)));
}

/** Clinical settings ("Settings"). */
export const CLINICAL_SETTINGS = [
  'Hospital',
  'Clinic',
  'Long-Term Care',
  'Home Health',
  'Outpatient Surgery',
  'Rehabilitation',
  'Behavioral Health',
  'Retail Pharmacy',
  'Hospital Pharmacy',
  'Correctional',
] as const;

/** EMR systems ("Add the EMRs you have worked with"). */
export const EMR_OPTIONS = [
  'Epic',
  'Cerner',
  'Meditech',
  'Allscripts',
  'athenahealth',
  'eClinicalWorks',
  'NextGen',
  'PointClickCare',
  'CPSI',
] as const;

/** Vaccinations ("Add your vaccinations"). */
export const VACCINATION_OPTIONS = ['COVID-19', 'Influenza', 'Hepatitis B', 'MMR', 'Varicella', 'Tdap'] as const;

/** Contract termination policies ("Are any of these terms deal-breakers?"). */
export const CONTRACT_TERMINATION_POLICIES = [
  'Two weeks notice',
  'Two weeks of guaranteed pay',
  'One week notice',
  'Termination without notice',
] as const;

/** VMS / MSP systems commonly used by facilities. */
export const VMS_MSP_OPTIONS = [
  'AMN ShiftWise',
  'Aya Connect',
  'Medefis',
  'SAP Fieldglass',
  'Vizient',
  'Direct',
] as const;
