// The theme's variables written at build time (index.html's head) are exactly the ones MantineProvider would write in
// the browser, which therefore skips them (withCssVariables={false}).
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MantineProvider } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { theme } from './theme';
import { themeCssVariables } from './theme-css-variables';

describe('the theme CSS variables', () => {
  it("are the provider's own style element's text", () => {
    const provider = renderToStaticMarkup(createElement(MantineProvider, { theme, withGlobalClasses: false }, null));
    expect(provider).toBe(`<style data-mantine-styles="true">${themeCssVariables()}</style>`);
    expect(themeCssVariables()).toContain('--mantine-color-brand-7: #0b7a75');
  });
});
