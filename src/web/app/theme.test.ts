import { describe, expect, it } from 'vitest';
import { mergeMantineTheme, DEFAULT_THEME } from '@mantine/core';
import { theme } from './theme';

const full = mergeMantineTheme(DEFAULT_THEME, theme);
const resolve = full.variantColorResolver;

describe('variant colours', () => {
  it('are resolved once per variant and colour: the same answer object on every render', () => {
    const first = resolve({ theme: full, color: 'green', variant: 'light' });
    expect(resolve({ theme: full, color: 'green', variant: 'light' })).toBe(first);
    expect(resolve({ theme: full, color: 'green', variant: 'outline' })).not.toBe(first);
    expect(resolve({ theme: full, color: 'green', variant: 'light', autoContrast: true })).not.toBe(first);
  });

  it('keep the contrast rules: darker text on light badges, white on darkened filled surfaces, black on yellow', () => {
    expect(resolve({ theme: full, color: 'green', variant: 'light' }).color).toBe(
      'color-mix(in srgb, var(--mantine-color-green-9) 60%, black)',
    );
    expect(resolve({ theme: full, color: 'red', variant: 'filled' })).toMatchObject({
      background: 'color-mix(in srgb, var(--mantine-color-red-filled) 72%, black)',
      color: 'var(--mantine-color-white)',
    });
    expect(resolve({ theme: full, color: 'yellow', variant: 'filled' }).color).toBe('var(--mantine-color-black)');
  });

  it('follow the theme they are asked for: another theme object gets its own answers', () => {
    const other = mergeMantineTheme(DEFAULT_THEME, { ...theme, primaryColor: 'blue' });
    const a = resolve({ theme: full, color: 'brand', variant: 'light' });
    const b = other.variantColorResolver({ theme: other, color: 'brand', variant: 'light' });
    expect(b).not.toBe(a);
  });
});
