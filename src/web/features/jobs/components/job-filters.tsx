// The job board's search box, filters and sort; every value lives in the URL search params.
import { memo, useEffect, useState } from 'react';
import { Button, Group, NativeSelect, NumberInput, SimpleGrid, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import {
  EMPLOYMENT_TERMS,
  PROFESSIONS,
  SHIFT_TIMES,
  SPECIALTIES_BY_PROFESSION,
  type Profession,
} from '@/domain/profile';
import { US_STATES } from '@/domain/shared';
import { JOB_SORTS, JOB_SORT_LABELS } from '@/domain/jobs';

type Params = URLSearchParams;
const anyOption = (label: string) => ({ value: '', label });
const ALL_SPECIALTIES = [...new Set(Object.values(SPECIALTIES_BY_PROFESSION).flat())].sort();

/** Memoized: it re-renders when the URL or its handler changes, not with every answer of the search. */
export const JobFilters = memo(function JobFilters({
  params,
  onChange,
}: {
  params: Params;
  onChange: (patch: Record<string, string>, opts?: { replace?: boolean }) => void;
}) {
  const [q, setQ] = useState(params.get('q') ?? '');
  const [debouncedQ] = useDebouncedValue(q, 350);
  const urlQ = params.get('q') ?? '';

  // Typing updates the URL (replacing the entry, so back skips keystrokes); back/forward refill the box.
  useEffect(() => {
    if (debouncedQ.trim() !== urlQ.trim()) onChange({ q: debouncedQ }, { replace: true });
  }, [debouncedQ]);
  useEffect(() => {
    setQ((current) => (current.trim() === urlQ.trim() ? current : urlQ));
  }, [urlQ]);

  const profession = params.get('profession') ?? '';
  const specialties =
    profession && profession in SPECIALTIES_BY_PROFESSION
      ? [...SPECIALTIES_BY_PROFESSION[profession as Profession]]
      : ALL_SPECIALTIES;
  const select = (key: string) => ({
    value: params.get(key) ?? '',
    onChange: (e: React.ChangeEvent<HTMLSelectElement>) => onChange({ [key]: e.currentTarget.value }),
  });
  const hasFilters = [...params.keys()].some((k) => k !== 'sort');

  return (
    <form
      role="search"
      aria-label="Job search"
      onSubmit={(e) => {
        e.preventDefault();
        onChange({ q });
      }}
    >
      <Group align="end" gap="sm" wrap="nowrap" mb="sm">
        <TextInput
          flex={1}
          label="Search jobs"
          placeholder="Title, specialty, facility or city"
          value={q}
          onChange={(e) => setQ(e.currentTarget.value)}
          type="search"
        />
        <Button type="submit">Search</Button>
      </Group>
      <SimpleGrid cols={{ base: 2, sm: 3, md: 5 }} spacing="sm">
        <NativeSelect
          label="Profession"
          data={[anyOption('Any profession'), ...PROFESSIONS]}
          {...select('profession')}
          onChange={(e) => onChange({ profession: e.currentTarget.value, specialty: '' })}
        />
        <NativeSelect label="Specialty" data={[anyOption('Any specialty'), ...specialties]} {...select('specialty')} />
        <NativeSelect
          label="State"
          data={[anyOption('Any state'), ...US_STATES.map((s) => ({ value: s.code, label: s.name }))]}
          {...select('state')}
        />
        <CityInput value={params.get('city') ?? ''} onCommit={(city) => onChange({ city })} />
        <NativeSelect label="Terms" data={[anyOption('Any terms'), ...EMPLOYMENT_TERMS]} {...select('terms')} />
        <NativeSelect label="Shift" data={[anyOption('Any shift'), ...SHIFT_TIMES]} {...select('shift')} />
        <NumberInput
          label="Minimum weekly pay"
          prefix="$"
          min={0}
          step={100}
          thousandSeparator=","
          value={params.get('min_weekly_pay') ?? ''}
          onChange={(v) =>
            onChange({ min_weekly_pay: v === '' || v === undefined ? '' : String(v) }, { replace: true })
          }
        />
        <TextInput
          label="Starts on or after"
          type="date"
          value={params.get('start_from') ?? ''}
          onChange={(e) => onChange({ start_from: e.currentTarget.value })}
        />
        <NativeSelect
          label="Sort by"
          data={JOB_SORTS.map((s) => ({ value: s, label: JOB_SORT_LABELS[s] }))}
          value={params.get('sort') ?? 'newest'}
          onChange={(e) => onChange({ sort: e.currentTarget.value })}
        />
        <Button
          variant="default"
          mt={{ base: 0, sm: 24 }}
          disabled={!hasFilters}
          onClick={() => {
            setQ('');
            onChange({ clear: '1' });
          }}
        >
          Clear filters
        </Button>
      </SimpleGrid>
    </form>
  );
});

/** City is free text: committed on blur or Enter so each keystroke is not a search. */
function CityInput({ value, onCommit }: { value: string; onCommit: (v: string) => void }) {
  const [city, setCity] = useState(value);
  useEffect(() => setCity(value), [value]);
  return (
    <TextInput
      label="City"
      value={city}
      onChange={(e) => setCity(e.currentTarget.value)}
      onBlur={() => city !== value && onCommit(city)}
      onKeyDown={(e) => {
        if (e.key === 'Enter') {
          e.preventDefault();
          onCommit(city);
        }
      }}
    />
  );
}
