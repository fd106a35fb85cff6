// The theme's CSS variables as Mantine's provider would write them, computed once at build time (vite.config.ts puts
// them in index.html's head) instead of in every first view: MantineProvider computes every colour's variables and
// compares them with the default theme's on its first render, one uninterruptible 30–40 ms piece of work at full
// speed (~150 ms on a mid-range phone), so the provider runs with `withCssVariables={false}` (app/providers.tsx).
// Node only (vite.config.ts, tests): the app's bundle never imports this file.
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MantineProvider } from '@mantine/core';
import { theme } from './theme.ts';

/** The `<style data-mantine-styles>` element MantineProvider renders for the app's theme (its own code, run here). */
export function themeCssVariablesStyle(): string {
  const html = renderToStaticMarkup(createElement(MantineProvider, { theme, withGlobalClasses: false }, null));
  if (!/^<style data-mantine-styles="true">[^<]+<\/style>$/.test(html))
    throw new Error(`MantineProvider rendered something other than its variables' style element: ${html.slice(0, 80)}`);
  return html;
}
