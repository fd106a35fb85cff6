// The onboarding checklist of one placement (issue 31): derived, when the offer is accepted, from the job's
// requirements and the organization's items (for that job and for all its jobs), with a due date per item.
import { addDays } from './checklist-dates';
import { ONBOARDING_MESSAGES } from './onboarding-messages';
import type { OnboardingItemKind } from './placement-states';

/** What the checklist reads of a job (the parsed job's groups). */
export interface ChecklistJob {
  requirements?: {
    professional_licensure?: string[];
    certifications?: string[];
    vaccinations?: string[];
    skills_checklist_required?: boolean;
    number_of_references?: number;
    diploma?: boolean;
    driver_license?: boolean;
    resume_required?: boolean;
  };
  location?: { state?: string };
  schedule?: { start_date?: string; end_date?: string };
}

/** An organization's own item (onboarding_templates): for one job (jobId) or all its jobs (jobId null). */
export interface ChecklistTemplate {
  id: string;
  jobId: string | null;
  label: string;
  description: string | null;
  needsDocument: boolean;
  dueDaysBeforeStart: number | null;
}

/** An item to create. */
export interface ChecklistItemDraft {
  kind: OnboardingItemKind;
  key: string;
  label: string;
  description: string | null;
  required: boolean;
  needsDocument: boolean;
  dueOn: string | null;
  requiredCount: number | null;
  templateId: string | null;
}

/** Items from the job's requirements are due this many days before the start unless the organization says otherwise. */
export const DEFAULT_DUE_DAYS_BEFORE_START = 7;

/** Kinds whose document carries an expiry the assignment must not outlive. */
export const DATED_KINDS: readonly OnboardingItemKind[] = [
  'licence',
  'certification',
  'vaccination',
  'drivers_licence',
];

/** The document categories (src/domain/documents) a worker may choose from for an item of each kind. */
export const KIND_CATEGORIES: Record<OnboardingItemKind, readonly string[] | null> = {
  licence: ['professional_licenses'],
  certification: ['certificates'],
  vaccination: ['vaccinations'],
  skills_checklist: ['skills_checklists'],
  references: [],
  diploma: ['diploma'],
  drivers_licence: ['drivers_license'],
  resume: ['resume'],
  // An organization's own item (background check, drug screen, I-9 …): any document.
  custom: null,
};

/** The category a newly uploaded document of this kind goes into. */
export function uploadCategory(kind: OnboardingItemKind): string {
  return KIND_CATEGORIES[kind]?.[0] ?? 'others';
}

/** The due date of an item: `daysBefore` days before the start (clamped at 0); null without a start date. */
export function dueDate(startDate: string | null | undefined, daysBefore: number | null | undefined): string | null {
  if (!startDate) return null;
  return addDays(startDate, -Math.max(0, daysBefore ?? 0));
}

const unique = (list: readonly string[] | undefined) => [...new Set((list ?? []).map((s) => s.trim()).filter(Boolean))];

/**
 * The checklist of a placement: one item per requirement of the job (licence per state the job requires — its own
 * state when it lists none —, each certification and vaccination, skills checklist, references with their count,
 * diploma, driver's licence, resume), then the organization's items for this job and for all its jobs (archived ones
 * are not passed in). Keys are stable, so the same job always yields the same keys.
 */
export function deriveChecklist(job: ChecklistJob, templates: readonly ChecklistTemplate[]): ChecklistItemDraft[] {
  const r = job.requirements ?? {};
  const start = job.schedule?.start_date ?? null;
  const due = dueDate(start, DEFAULT_DUE_DAYS_BEFORE_START);
  const L = ONBOARDING_MESSAGES.itemLabel;
  const out: ChecklistItemDraft[] = [];
  const push = (kind: OnboardingItemKind, key: string, label: string, extra: Partial<ChecklistItemDraft> = {}) =>
    out.push({
      kind,
      key,
      label,
      description: null,
      required: true,
      needsDocument: true,
      dueOn: due,
      requiredCount: null,
      templateId: null,
      ...extra,
    });

  const states = unique(r.professional_licensure);
  if (states.length === 0 && job.location?.state) states.push(job.location.state);
  for (const s of states) push('licence', `licence:${s}`, L.licence(s), { description: L.licenceDescription(s) });
  for (const c of unique(r.certifications)) push('certification', `certification:${c}`, L.certification(c));
  for (const v of unique(r.vaccinations)) push('vaccination', `vaccination:${v}`, L.vaccination(v));
  if (r.skills_checklist_required) push('skills_checklist', 'skills_checklist', L.skillsChecklist);
  if ((r.number_of_references ?? 0) > 0)
    push('references', 'references', L.references(r.number_of_references!), {
      description: L.referencesDescription,
      needsDocument: false,
      requiredCount: r.number_of_references!,
    });
  if (r.diploma) push('diploma', 'diploma', L.diploma);
  if (r.driver_license) push('drivers_licence', 'drivers_licence', L.driversLicence);
  if (r.resume_required) push('resume', 'resume', L.resume);

  // The job's own items first, then the organization's items for every job.
  const ordered = [...templates].sort((a, b) => Number(a.jobId === null) - Number(b.jobId === null));
  for (const t of ordered)
    push('custom', `template:${t.id}`, t.label, {
      description: t.description,
      needsDocument: t.needsDocument,
      dueOn: dueDate(start, t.dueDaysBeforeStart),
      templateId: t.id,
    });
  return out;
}

/** Statuses of a placement whose pages show its checklist (from the accepted offer on). */
export const CHECKLIST_STATUSES = ['Onboarding', 'Cleared', 'Working', 'Done'] as const;

/** True when an application in `status` has a checklist to show. */
export function showsChecklist(status: string): boolean {
  return (CHECKLIST_STATUSES as readonly string[]).includes(status);
}
