// The product's look: a calm teal palette, the system font stack, rounded cards.
import { createTheme, type MantineColorsTuple } from '@mantine/core';

const teal: MantineColorsTuple = ['#e6f6f4', '#cfe9e6', '#a0d2cc', '#6dbab1', '#45a69b', '#2d998d', '#1c9285', '#0b7a75', '#006d66', '#005e57'];

export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: 7,
  colors: { brand: teal },
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif', fontWeight: '650' },
  defaultRadius: 'md',
  cursorType: 'pointer',
});
