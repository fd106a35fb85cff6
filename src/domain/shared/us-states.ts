// US states and the Nurse Licensure Compact list, kept as dated data with its source.

/** US states and DC: code and name. */
export const US_STATES = [
  { code: 'AL', name: 'Alabama' },
  { code: 'AK', name: 'Alaska' },
  { code: 'AZ', name: 'Arizona' },
  { code: 'AR', name: 'Arkansas' },
  { code: 'CA', name: 'California' },
  { code: 'CO', name: 'Colorado' },
  { code: 'CT', name: 'Connecticut' },
  { code: 'DE', name: 'Delaware' },
  { code: 'DC', name: 'District of Columbia' },
  { code: 'FL', name: 'Florida' },
  { code: 'GA', name: 'Georgia' },
  { code: 'HI', name: 'Hawaii' },
  { code: 'ID', name: 'Idaho' },
  { code: 'IL', name: 'Illinois' },
  { code: 'IN', name: 'Indiana' },
  { code: 'IA', name: 'Iowa' },
  { code: 'KS', name: 'Kansas' },
  { code: 'KY', name: 'Kentucky' },
  { code: 'LA', name: 'Louisiana' },
  { code: 'ME', name: 'Maine' },
  { code: 'MD', name: 'Maryland' },
  { code: 'MA', name: 'Massachusetts' },
  { code: 'MI', name: 'Michigan' },
  { code: 'MN', name: 'Minnesota' },
  { code: 'MS', name: 'Mississippi' },
  { code: 'MO', name: 'Missouri' },
  { code: 'MT', name: 'Montana' },
  { code: 'NE', name: 'Nebraska' },
  { code: 'NV', name: 'Nevada' },
  { code: 'NH', name: 'New Hampshire' },
  { code: 'NJ', name: 'New Jersey' },
  { code: 'NM', name: 'New Mexico' },
  { code: 'NY', name: 'New York' },
  { code: 'NC', name: 'North Carolina' },
  { code: 'ND', name: 'North Dakota' },
  { code: 'OH', name: 'Ohio' },
  { code: 'OK', name: 'Oklahoma' },
  { code: 'OR', name: 'Oregon' },
  { code: 'PA', name: 'Pennsylvania' },
  { code: 'RI', name: 'Rhode Island' },
  { code: 'SC', name: 'South Carolina' },
  { code: 'SD', name: 'South Dakota' },
  { code: 'TN', name: 'Tennessee' },
  { code: 'TX', name: 'Texas' },
  { code: 'UT', name: 'Utah' },
  { code: 'VT', name: 'Vermont' },
  { code: 'VA', name: 'Virginia' },
  { code: 'WA', name: 'Washington' },
  { code: 'WV', name: 'West Virginia' },
  { code: 'WI', name: 'Wisconsin' },
  { code: 'WY', name: 'Wyoming' },
] as const;

/** A US state (or DC) postal code. */
export type StateCode = (typeof US_STATES)[number]['code'];

/** All state codes. */
export const STATE_CODES = US_STATES.map((s) => s.code) as readonly StateCode[];

/** True when `value` is a US state postal code (exact, uppercase). */
export function isStateCode(value: unknown): value is StateCode {
  return typeof value === 'string' && (STATE_CODES as readonly string[]).includes(value);
}

/** The name of a state code, or the code itself when unknown. */
export function stateName(code: string): string {
  return US_STATES.find((s) => s.code === code)?.name ?? code;
}

/**
 * Nurse Licensure Compact states, fully implemented (behind "Select All Compact States").
 * Multistate licences cover RN and LPN/VN, not APRN. Partial: Guam (incoming nurses only);
 * enacted but not live: Massachusetts, US Virgin Islands — none of these are included.
 */
export const NLC_STATES = {
  source: 'compactstates.com, "State of the Nurse Licensure Compact"',
  reviewed: '2026-06-17',
  states: [
    'AL',
    'AZ',
    'AR',
    'CO',
    'CT',
    'DE',
    'FL',
    'GA',
    'ID',
    'IN',
    'IA',
    'KS',
    'KY',
    'LA',
    'ME',
    'MD',
    'MS',
    'MO',
    'MT',
    'NE',
    'NH',
    'NJ',
    'NM',
    'NC',
    'ND',
    'OH',
    'OK',
    'PA',
    'RI',
    'SC',
    'SD',
    'TN',
    'TX',
    'UT',
    'VT',
    'VA',
    'WA',
    'WV',
    'WI',
    'WY',
  ] as const satisfies readonly StateCode[],
} as const;

/** True when the state has fully implemented the NLC. */
export function isCompactState(code: string): boolean {
  return (NLC_STATES.states as readonly string[]).includes(code);
}

/** "Select All Compact States": the selection plus every compact state, no duplicates, in selection order. */
export function selectAllCompactStates(selected: readonly string[]): string[] {
  return [...new Set([...selected, ...NLC_STATES.states])];
}

/**
 * Unticking "Select All Compact States": the compact states go, except those in `held` (the licences the worker had
 * before ticking it, such as their own Georgia licence); states outside the compact stay.
 */
export function unselectAllCompactStates(selected: readonly string[], held: readonly string[]): string[] {
  return selected.filter((s) => !isCompactState(s) || held.includes(s));
}
