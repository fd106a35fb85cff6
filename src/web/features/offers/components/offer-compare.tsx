// The offer detail view: the terms in force before the latest offer version beside the terms after it, section by
// section, both fully resolved (the job's posted terms with every version applied, pay derived by the one pay model).
// A first offer is compared with the job's posted terms ("Posted"); only values that differ after normalisation are
// marked.
import { Badge, Paper, Stack, Text, Title } from '@mantine/core';
import { OFFER_MESSAGES, compareOfferVersions, type OfferTerms } from '@/domain/offers';
import { displayField, fieldLabel, type FieldKey } from '@/domain/fields';
import { OFFER_SECTIONS, fieldByPath, formatTerm, termValue } from '../offer-fields';
import type { OfferVersion } from '../api';
import type { PayInputs } from '@/domain/offers';
import { isPharmacyProfession } from '@/domain/profile';
import { PayBreakdown } from '../../../components/pay-breakdown';
import { ResponsiveTable } from '../../../components/responsive-table';

/**
 * The job's requirements shown under Professional Background and Documents: requirement key and catalogue key; the
 * NABP row only for pharmacy professions (as in the comparison: applicableRows).
 */
const REQUIREMENT_ROWS: { key: string; field: string; label: string; pharmacyOnly?: boolean }[] = [
  { key: 'skills_checklist_required', field: 'skills_checklist' },
  { key: 'certifications', field: 'certifications' },
  { key: 'vaccinations', field: 'vaccinations' },
  { key: 'nabp_id', field: 'nabp_id', pharmacyOnly: true },
].map((r) => ({ ...r, label: fieldLabel(r.field as FieldKey) }));

/** One term's row: its label, its text before and after, and whether the latest version changed it. */
interface CompareRow {
  key: string;
  term: string;
  before: string;
  after: string;
  changed: boolean;
}

const requirementText = (field: string, v: unknown) => displayField(field, v, 'job');

/** The honest pay breakdown of an offer's terms (values that are not numbers are ignored by the domain). */
function OfferPay({ terms, title }: { terms: unknown; title: string }) {
  const t = terms as { pay?: PayInputs; hours?: { hours_per_week?: number }; schedule?: { start_date?: string } };
  return (
    <PayBreakdown
      order={3}
      title={title}
      pay={t.pay}
      hoursPerWeek={t.hours?.hours_per_week}
      date={t.schedule?.start_date}
    />
  );
}

export interface OfferCompareProps {
  /** The job's posted terms. */
  jobTerms: OfferTerms;
  /** Every offer version, oldest first (at least one). */
  offers: readonly OfferVersion[];
  requirements: Record<string, unknown>;
  /** The job's profession: pharmacy-only rows show for pharmacy professions alone. */
  profession: string;
}

export function OfferCompare({ jobTerms, offers, requirements, profession }: OfferCompareProps) {
  const pharmacy = isPharmacyProfession(profession);
  const current = offers[offers.length - 1];
  const previous = offers.length > 1 ? offers[offers.length - 2] : null;
  const { before, after, changed: changedPaths } = compareOfferVersions(jobTerms, offers);
  const changed = new Set(changedPaths);
  const oldHead = previous
    ? OFFER_MESSAGES.compare.oldOffer(previous.version, previous.kind)
    : OFFER_MESSAGES.compare.posted;
  const newHead = OFFER_MESSAGES.compare.newOffer(current.version, current.kind);
  return (
    <Stack gap="md" aria-label={OFFER_MESSAGES.compare.label}>
      <OfferPay terms={after} title={OFFER_MESSAGES.compare.payOf(newHead)} />
      {OFFER_SECTIONS.map((section) => (
        <Paper key={section.title} withBorder p="sm" radius="md">
          <Title order={4} mb="xs">
            {section.title}
          </Title>
          <ResponsiveTable
            minWidth={320}
            tableProps={{ striped: true }}
            rows={
              section.fields.length === 0
                ? REQUIREMENT_ROWS.filter((r) => pharmacy || !r.pharmacyOnly).map((r): CompareRow => {
                    const text = requirementText(r.field, requirements[r.key]);
                    return { key: r.key, term: r.label, before: text, after: text, changed: false };
                  })
                : section.fields.map((path): CompareRow => {
                    const field = fieldByPath.get(path);
                    return {
                      key: path,
                      term: field?.label ?? path,
                      before: formatTerm(field, termValue(before, path)),
                      after: formatTerm(field, termValue(after, path)),
                      changed: changed.has(path),
                    };
                  })
            }
            rowKey={(r) => r.key}
            rowProps={(r) => ({ 'data-changed': r.changed ? 'true' : undefined })}
            columns={[
              {
                header: OFFER_MESSAGES.compare.term,
                cell: (r) =>
                  r.changed ? (
                    <Text size="sm" fw={700}>
                      {r.term}
                    </Text>
                  ) : (
                    r.term
                  ),
              },
              { header: oldHead, cell: (r) => r.before },
              {
                header: newHead,
                cell: (r) =>
                  r.changed ? (
                    <>
                      <Text size="sm" component="span" fw={700}>
                        {r.after}
                      </Text>{' '}
                      <Badge color="orange" size="sm" variant="light">
                        {OFFER_MESSAGES.compare.changed}
                      </Badge>
                    </>
                  ) : (
                    r.after
                  ),
              },
            ]}
          />
        </Paper>
      ))}
    </Stack>
  );
}
