// What people in the field type for the same thing, kept as data: each group's phrases find each other's jobs.
// A phrase is written as typed (lower case); its words are matched as prefixes (one or two letters: whole words).
import { US_STATES } from '../shared/us-states';

/** What a search concept names: it decides the order in which a search with no match is relaxed and its wording. */
export type SearchConceptKind = 'shift' | 'terms' | 'word' | 'profession' | 'specialty' | 'location';

/** One group of equivalent phrases and the name the "nearest results" notice gives it. */
export interface SynonymGroup {
  kind: SearchConceptKind;
  label: string;
  phrases: readonly string[];
}

/** The field's synonyms (specialties, professions, terms, shifts). State names and codes are added below. */
export const SEARCH_SYNONYMS: readonly SynonymGroup[] = [
  // Specialties
  { kind: 'specialty', label: 'ICU', phrases: ['icu', 'critical care', 'ccu', 'intensive care'] },
  { kind: 'specialty', label: 'NICU', phrases: ['nicu', 'neonatal intensive care'] },
  {
    kind: 'specialty',
    label: 'Emergency',
    phrases: ['er', 'ed', 'emergency', 'emergency room', 'emergency department'],
  },
  { kind: 'specialty', label: 'Labor and Delivery', phrases: ['ld', 'l&d', 'labor and delivery', 'labor delivery'] },
  { kind: 'specialty', label: 'Med-Surg', phrases: ['medsurg', 'med surg', 'med-surg', 'medical surgical'] },
  { kind: 'specialty', label: 'Telemetry', phrases: ['tele', 'telemetry'] },
  { kind: 'specialty', label: 'Operating Room', phrases: ['or', 'operating room'] },
  { kind: 'specialty', label: 'Step-Down', phrases: ['step down', 'stepdown', 'pcu', 'progressive care'] },
  { kind: 'specialty', label: 'Pediatrics', phrases: ['peds', 'pediatric'] },
  { kind: 'specialty', label: 'Long-Term Care', phrases: ['ltc', 'long term care'] },
  // Professions
  { kind: 'profession', label: 'Registered Nurse', phrases: ['rn', 'registered nurse'] },
  {
    kind: 'profession',
    label: 'LPN/LVN',
    phrases: ['lpn', 'lvn', 'licensed practical nurse', 'licensed vocational nurse'],
  },
  { kind: 'profession', label: 'CNA', phrases: ['cna', 'certified nursing assistant'] },
  { kind: 'profession', label: 'Nurse Practitioner', phrases: ['np', 'nurse practitioner'] },
  { kind: 'profession', label: 'Respiratory Therapist', phrases: ['rt', 'rrt', 'respiratory therapist'] },
  { kind: 'profession', label: 'Pharmacy Technician', phrases: ['cpht', 'pharmacy technician', 'pharmacy tech'] },
  { kind: 'profession', label: 'Pharmacist', phrases: ['pharmd', 'pharmacist'] },
  // Terms
  { kind: 'terms', label: 'Travel', phrases: ['travel', 'travel contract', 'traveler'] },
  { kind: 'terms', label: 'Per Diem', phrases: ['per diem', 'prn'] },
  { kind: 'terms', label: 'Local Contract', phrases: ['local contract'] },
  { kind: 'terms', label: 'Permanent', phrases: ['permanent', 'perm', 'staff position'] },
  { kind: 'terms', label: 'Contract to Perm', phrases: ['contract to perm', 'temp to perm'] },
  // Shifts
  { kind: 'shift', label: 'Nights', phrases: ['nights', 'night', 'night shift', 'noc', 'overnight'] },
  { kind: 'shift', label: 'Days', phrases: ['days', 'day shift'] },
  { kind: 'shift', label: 'Evenings', phrases: ['evenings', 'evening', 'evening shift'] },
  { kind: 'shift', label: 'Rotating', phrases: ['rotating', 'rotating shift'] },
  { kind: 'shift', label: 'Weekends', phrases: ['weekends', 'weekend'] },
];

/** Two-letter state codes that are also common words or acronyms: typed alone they are not read as a state. */
const AMBIGUOUS_STATE_CODES = new Set(['or', 'in', 'me', 'hi', 'ok', 'oh', 'de', 'la', 'pa', 'md', 'co', 'id', 'ma']);

/** Each state as a group: its name and its code (the jobs' `state` column holds the code). */
export const STATE_SYNONYMS: readonly SynonymGroup[] = US_STATES.map((s) => ({
  kind: 'location' as const,
  label: s.name,
  phrases: AMBIGUOUS_STATE_CODES.has(s.code.toLowerCase())
    ? [s.name.toLowerCase()]
    : [s.name.toLowerCase(), s.code.toLowerCase()],
}));

/** The state code a group stands for (the jobs' `state` column), so a state name also finds the code. */
export const STATE_CODE_OF_LABEL: ReadonlyMap<string, string> = new Map(
  US_STATES.map((s) => [s.name, s.code.toLowerCase()]),
);
