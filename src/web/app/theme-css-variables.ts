// The theme's CSS variables as Mantine's provider would write them, computed once at build time (vite.config.ts adds
// them to index.html's head as a style tag, through Vite's transformIndexHtml) instead of in every first view:
// MantineProvider computes every colour's variables and compares them with the default theme's on its first render,
// one uninterruptible 30–40 ms piece of work at full speed (~150 ms on a mid-range phone), so the provider runs with
// `withCssVariables={false}` (app/providers.tsx). Made with Mantine's own exported functions, as its MantineCssVariables
// does (theme-css-variables.test.ts checks the text is the provider's, character for character).
// Node only (vite.config.ts, tests): the app's bundle never imports this file.
import {
  convertCssVariables,
  defaultCssVariablesResolver,
  DEFAULT_THEME,
  mergeMantineTheme,
  type ConvertCSSVariablesInput,
} from '@mantine/core';
import { theme } from './theme.ts';

type Variables = Record<string, string>;
const withoutDefaults = (input: Variables, defaults: Variables): Variables =>
  Object.fromEntries(Object.entries(input).filter(([key, value]) => defaults[key] !== value));

/** The CSS of the `<style data-mantine-styles>` element MantineProvider renders for the app's theme. */
export function themeCssVariables(): string {
  const ours = defaultCssVariablesResolver(mergeMantineTheme(DEFAULT_THEME, theme));
  const defaults = defaultCssVariablesResolver(DEFAULT_THEME);
  // Only what differs from Mantine's default sheet (default-css-variables.css), as the provider writes it.
  const cleaned: ConvertCSSVariablesInput = {
    variables: withoutDefaults(ours.variables, defaults.variables),
    light: withoutDefaults(ours.light, defaults.light),
    dark: withoutDefaults(ours.dark, defaults.dark),
  };
  return convertCssVariables(cleaned);
}
