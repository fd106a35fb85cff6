// The theme's colours arrive with the page (issue 32): its CSS variables are written into index.html at build time
// (src/web/app/theme-css-variables.ts) and the provider no longer computes them in the browser, so every page, public
// or signed in, must still find them, once, with the colour scheme set on the root element from the first paint.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures/test';

async function themeOf(page: Page) {
  return page.evaluate(() => ({
    brand7: getComputedStyle(document.documentElement).getPropertyValue('--mantine-color-brand-7').trim(),
    primaryFilled: getComputedStyle(document.documentElement).getPropertyValue('--mantine-primary-color-filled').trim(),
    scheme: document.documentElement.getAttribute('data-mantine-color-scheme'),
    // Style elements that define the theme's palette (Mantine's other style elements hold classes and inline styles).
    variableSheets: [...document.querySelectorAll('style')].filter((s) =>
      s.textContent?.includes('--mantine-color-brand-7:'),
    ).length,
  }));
}

/** What every page must find: the brand's palette, its filled shade as the primary colour (not Mantine's default
 * blue), the light scheme, and one style element defining them. */
const THEME = { brand7: '#0b7a75', primaryFilled: '#0b7a75', scheme: 'light', variableSheets: 1 };

test('a signed-out visitor gets the theme from the page itself: the variables, the scheme, before any script', async ({
  page,
}) => {
  await page.route('**/*.js', (route) => route.abort());
  await page.goto('/explore-jobs');
  await expect(page.getByRole('heading', { name: 'Explore jobs' })).toBeVisible();
  const before = await themeOf(page);
  expect(before).toMatchObject(THEME);
});

test.describe('signed in', () => {
  test('the app, once running, keeps exactly one set of theme variables and keeps the colour scheme set', async ({
    people,
  }) => {
    // A worker of the test's own (fixtures/test.ts).
    const page = await people.open('worker');
    await page.goto('/profile');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const theme = await themeOf(page);
    expect(theme).toMatchObject(THEME);
  });
});
