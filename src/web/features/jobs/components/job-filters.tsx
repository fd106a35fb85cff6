// The job board's search box, filters and sort; every value lives in the URL search params. From Mantine's `sm`
// breakpoint up the filters sit in a grid under the search box; on a phone they wait in a drawer behind a Filters
// button, and each active filter shows as a chip that removes it, so the first job card is on the first screen.
// The typed values (the search words, the city) are the one form hook's, checked by the job board's query schema
// (jobSearchQuery, which GET /api/jobs parses the same URL with); a submit drives the URL, not a request.
import { memo, useEffect, useId, useRef, type ReactNode } from 'react';
import { Box, Button, Group, NativeSelect, SimpleGrid, TextInput } from '@mantine/core';
import { useDebouncedValue, useDisclosure } from '@mantine/hooks';
import { IconAdjustmentsHorizontal, IconX } from '@tabler/icons-react';
import {
  EMPLOYMENT_TERMS,
  PROFESSIONS,
  SHIFT_TIMES,
  SPECIALTIES_BY_PROFESSION,
  type Profession,
} from '@/domain/profile';
import { US_STATES, formatDate, formatMoney } from '@/domain/shared';
import {
  JOB_MESSAGES,
  JOB_SEARCH_LABELS as L,
  JOB_SEARCH_URL_KEYS,
  JOB_SORTS,
  JOB_SORT_LABELS,
  defaultJobSort,
  type JobSort,
} from '@/domain/jobs';
import { useBelowSmOnceHydrated } from '../../../components/use-below-sm';
import { lazyDialog } from '../../../components/lazy-dialog';
import { LazyNumberInput } from '../../../components/lazy-number-input';
import { useDomainForm, type DomainForm } from '../../../lib/domain-form';
import { lazySchema } from '../../../lib/lazy-schema';

/** The board's query schema (GET /api/jobs parses the same URL with it), fetched after the board has painted. */
const searchSchema = lazySchema(() => import('@/domain/jobs/search-schema').then((m) => m.jobSearchQuery));
const FiltersDrawer = lazyDialog(() => import('./filters-drawer').then((m) => m.default));

type Params = URLSearchParams;
type OnChange = (patch: Record<string, string>, opts?: { replace?: boolean }) => void;
const anyOption = (label: string) => ({ value: '', label });
const ALL_SPECIALTIES = [...new Set(Object.values(SPECIALTIES_BY_PROFESSION).flat())].sort();
const STATE_NAMES = new Map(US_STATES.map((s) => [s.code as string, s.name]));

/** What is typed before it reaches the URL: the search words and the city. */
type Typed = { q: string; city: string };
type TypedForm = DomainForm<Typed>;
/** The query the URL would carry (blank values leave it, as jobSearchToParams leaves them out). */
const typedQuery = (v: Typed) => ({ ...(v.q.trim() ? { q: v.q } : {}), ...(v.city.trim() ? { city: v.city } : {}) });

/** The active filters (and a sort other than the default) as the chips show them; the search words have their box. */
function activeFilters(params: Params): { key: string; label: string; value: string }[] {
  const shown = (key: string, v: string) => {
    if (key === 'state') return STATE_NAMES.get(v) ?? v;
    if (key === 'min_weekly_pay') return formatMoney(Number(v)) || v;
    if (key === 'start_from') return formatDate(v) || v;
    if (key === 'sort') return JOB_SORT_LABELS[v as JobSort] ?? v;
    return v;
  };
  return JOB_SEARCH_URL_KEYS.filter((k) => k !== 'q').flatMap((key) => {
    const v = params.get(key)?.trim() ?? '';
    if (v === '' || (key === 'sort' && v === defaultJobSort(params.get('q')))) return [];
    return [{ key, label: L[key], value: shown(key, v) }];
  });
}

/** Memoized: it re-renders when the URL or its handler changes, not with every answer of the search. */
export const JobFilters = memo(function JobFilters({ params, onChange }: { params: Params; onChange: OnChange }) {
  // Null while the page the server drew is hydrated: both layouts, each shown by CSS, until the screen is known.
  const phone = useBelowSmOnceHydrated();
  const [opened, drawer] = useDisclosure(false);
  const filtersButton = useRef<HTMLButtonElement>(null);
  const urlQ = params.get('q') ?? '';
  const form = useDomainForm<Typed>(searchSchema, { q: urlQ, city: params.get('city') ?? '' }, { toInput: typedQuery });
  const q = form.values.q;
  const [debouncedQ] = useDebouncedValue(q, 350);

  // Typing updates the URL (replacing the entry, so back skips keystrokes); back/forward refill the box. The URL the box
  // asked for arrives later (a navigation), often after more was typed: that echo leaves the box alone, or the
  // keystrokes since would be lost (typing "registered nurse" with a pause searched "registered").
  const askedQ = useRef<string | null>(null);
  useEffect(() => {
    if (debouncedQ.trim() === urlQ.trim() || form.validateField('q').hasError) return;
    askedQ.current = debouncedQ.trim();
    onChange({ q: debouncedQ }, { replace: true });
  }, [debouncedQ]);
  useEffect(() => {
    if (askedQ.current !== null && askedQ.current === urlQ.trim()) {
      askedQ.current = null;
      return;
    }
    askedQ.current = null;
    if (form.getValues().q.trim() !== urlQ.trim()) form.setFieldValue('q', urlQ);
  }, [urlQ]);

  const hasFilters = [...params.keys()].some((k) => k !== 'sort');
  const clear = (forPhone: boolean) => (
    <Button
      variant="default"
      mt={forPhone ? 0 : { base: 0, sm: 24 }}
      disabled={!hasFilters}
      onClick={() => {
        form.setValues({ q: '', city: '' });
        onChange({ clear: '1' });
      }}
    >
      {JOB_MESSAGES.search.clearFilters}
    </Button>
  );
  const active = phone === false ? [] : activeFilters(params);

  const phoneFilters = (
    <>
      <Group gap="xs" wrap="wrap" aria-label={JOB_MESSAGES.search.activeFilters} role="group">
        <Button
          ref={filtersButton}
          variant="default"
          leftSection={<IconAdjustmentsHorizontal size={18} aria-hidden />}
          aria-haspopup="dialog"
          {...FiltersDrawer.trigger}
          onClick={drawer.open}
        >
          {JOB_MESSAGES.search.filtersCount(active.length)}
        </Button>
        {active.map((f) => (
          <Button
            key={f.key}
            variant="light"
            radius="xl"
            size="compact-md"
            rightSection={<IconX size={14} aria-hidden />}
            aria-label={JOB_MESSAGES.search.removeFilter(f.label, f.value)}
            onClick={() => {
              onChange({ [f.key]: '' });
              // The chip is gone: focus goes back to where the filters are.
              filtersButton.current?.focus();
            }}
          >
            {f.label}: {f.value}
          </Button>
        ))}
      </Group>
      <FiltersDrawer opened={opened} onClose={drawer.close}>
        <SimpleGrid cols={2} spacing="sm">
          <FilterControls params={params} onChange={onChange} form={form} />
        </SimpleGrid>
        <Group grow mt="md">
          {clear(true)}
          <Button onClick={drawer.close}>{JOB_MESSAGES.search.showJobs}</Button>
        </Group>
      </FiltersDrawer>
    </>
  );
  const wideFilters = (
    <SimpleGrid cols={{ base: 2, sm: 3, md: 5 }} spacing="sm">
      <FilterControls params={params} onChange={onChange} form={form} />
      {clear(false)}
    </SimpleGrid>
  );

  return (
    <form role="search" aria-label={JOB_MESSAGES.search.label} onSubmit={form.onSubmit((v) => onChange({ q: v.q }))}>
      <Group align="end" gap="sm" wrap="nowrap" mb="sm">
        <TextInput
          flex={1}
          label={L.q}
          placeholder={JOB_MESSAGES.search.placeholder}
          {...form.getInputProps('q')}
          type="search"
        />
        <Button type="submit">{JOB_MESSAGES.search.submit}</Button>
      </Group>
      {phone === null ? (
        <>
          <Box hiddenFrom="sm">{phoneFilters}</Box>
          <Box visibleFrom="sm">{wideFilters}</Box>
        </>
      ) : phone ? (
        phoneFilters
      ) : (
        wideFilters
      )}
    </form>
  );
});

/** Every filter and the sort, each bound to its URL key. */
function FilterControls({
  params,
  onChange,
  form,
}: {
  params: Params;
  onChange: OnChange;
  form: TypedForm;
}): ReactNode {
  const profession = params.get('profession') ?? '';
  const specialties =
    profession && profession in SPECIALTIES_BY_PROFESSION
      ? [...SPECIALTIES_BY_PROFESSION[profession as Profession]]
      : ALL_SPECIALTIES;
  const payId = useId();
  const select = (key: string) => ({
    value: params.get(key) ?? '',
    onChange: (e: React.ChangeEvent<HTMLSelectElement>) => onChange({ [key]: e.currentTarget.value }),
  });
  return (
    <>
      <NativeSelect
        label={L.profession}
        data={[anyOption(JOB_MESSAGES.search.any.profession), ...PROFESSIONS]}
        {...select('profession')}
        onChange={(e) => onChange({ profession: e.currentTarget.value, specialty: '' })}
      />
      <NativeSelect
        label={L.specialty}
        data={[anyOption(JOB_MESSAGES.search.any.specialty), ...specialties]}
        {...select('specialty')}
      />
      <NativeSelect
        label={L.state}
        data={[anyOption(JOB_MESSAGES.search.any.state), ...US_STATES.map((s) => ({ value: s.code, label: s.name }))]}
        {...select('state')}
      />
      <CityInput value={params.get('city') ?? ''} form={form} onCommit={(city) => onChange({ city })} />
      <NativeSelect
        label={L.terms}
        data={[anyOption(JOB_MESSAGES.search.any.terms), ...EMPLOYMENT_TERMS]}
        {...select('terms')}
      />
      <NativeSelect
        label={L.shift}
        data={[anyOption(JOB_MESSAGES.search.any.shift), ...SHIFT_TIMES]}
        {...select('shift')}
      />
      <LazyNumberInput
        id={payId}
        label={L.min_weekly_pay}
        prefix="$"
        min={0}
        step={100}
        thousandSeparator=","
        value={params.get('min_weekly_pay') ?? ''}
        onChange={(v) => onChange({ min_weekly_pay: v === '' || v === undefined ? '' : String(v) }, { replace: true })}
      />
      <TextInput
        label={L.start_from}
        type="date"
        value={params.get('start_from') ?? ''}
        onChange={(e) => onChange({ start_from: e.currentTarget.value })}
      />
      <NativeSelect
        label={L.sort}
        data={JOB_SORTS.map((s) => ({ value: s, label: JOB_SORT_LABELS[s] }))}
        value={params.get('sort') ?? defaultJobSort(params.get('q'))}
        onChange={(e) => onChange({ sort: e.currentTarget.value })}
      />
    </>
  );
}

/** City is free text: committed on blur or Enter (when the schema takes it) so each keystroke is not a search. */
function CityInput({ value, form, onCommit }: { value: string; form: TypedForm; onCommit: (v: string) => void }) {
  // The URL's city refills the input (back/forward, a removed chip, Clear filters).
  useEffect(() => form.setFieldValue('city', value), [value]);
  const input = form.getInputProps('city');
  const commit = () => {
    if (!form.validateField('city').hasError) onCommit(form.getValues().city);
  };
  return (
    <TextInput
      label={L.city}
      {...input}
      onBlur={(e) => {
        input.onBlur?.(e);
        if (form.getValues().city !== value) commit();
      }}
      onKeyDown={(e) => {
        if (e.key === 'Enter') {
          e.preventDefault();
          commit();
        }
      }}
    />
  );
}
