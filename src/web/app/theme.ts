// The product's look: a calm teal palette, the system font stack, rounded cards — and colours that keep
// WCAG AA contrast: filled surfaces pick black or white text automatically, light variants use the
// darkest shade for text, links in text are underlined.
import {
  Anchor,
  createTheme,
  defaultVariantColorsResolver,
  parseThemeColor,
  type MantineColorsTuple,
  type VariantColorsResolver,
} from '@mantine/core';

const teal: MantineColorsTuple = [
  '#e6f6f4',
  '#cfe9e6',
  '#a0d2cc',
  '#6dbab1',
  '#45a69b',
  '#2d998d',
  '#1c9285',
  '#0b7a75',
  '#006d66',
  '#005e57',
];

/** A darker tone of a theme colour that keeps its hue (CSS color-mix). */
const darker = (color: string, shade: number | string, share: number) =>
  `color-mix(in srgb, var(--mantine-color-${color}-${shade}) ${share}%, black)`;
const LIGHT_BACKGROUND_COLORS = ['yellow', 'lime'];

const resolveVariantColors: VariantColorsResolver = (input) => {
  const colors = defaultVariantColorsResolver(input);
  const parsed = parseThemeColor({ color: input.color ?? input.theme.primaryColor, theme: input.theme });
  if (!parsed.isThemeColor || parsed.color === 'dark' || parsed.color === input.theme.primaryColor) return colors;
  const c = parsed.color;
  if (input.variant === 'light' || input.variant === 'outline' || input.variant === 'subtle') {
    const text = darker(c, 9, 60);
    return { ...colors, color: text, hoverColor: text, ...(input.variant === 'outline' ? { border: text } : {}) };
  }
  if (input.variant === 'filled') {
    if (LIGHT_BACKGROUND_COLORS.includes(c))
      return { ...colors, color: 'var(--mantine-color-black)', hoverColor: 'var(--mantine-color-black)' };
    return {
      ...colors,
      background: darker(c, 'filled', 72),
      hover: darker(c, 'filled', 62),
      color: 'var(--mantine-color-white)',
      hoverColor: 'var(--mantine-color-white)',
    };
  }
  return colors;
};

/**
 * The colours of each (variant, colour, gradient, contrast) once per theme: Mantine calls the resolver on every render
 * of every Button, Badge, ActionIcon…, and the default resolver parses and converts colours each time (some 50 ms at
 * full speed for the job board's first page of cards). The result depends on nothing else.
 */
const resolvedVariantColors = new WeakMap<object, Map<string, ReturnType<VariantColorsResolver>>>();
const variantColorResolver: VariantColorsResolver = (input) => {
  let byInput = resolvedVariantColors.get(input.theme);
  if (!byInput) resolvedVariantColors.set(input.theme, (byInput = new Map()));
  const key = `${input.variant}|${input.color ?? ''}|${input.autoContrast ?? ''}|${input.gradient ? JSON.stringify(input.gradient) : ''}`;
  let colors = byInput.get(key);
  if (!colors) byInput.set(key, (colors = resolveVariantColors(input)));
  return colors;
};

/**
 * Pickers built for a thumb (issue 33), set once for every select of the app: the list opens in a portal above any
 * dialog (never under its header, z-index over the modal's 200), flips to the side with room, is shifted and sized to
 * stay inside the screen (no option off-screen, no page that grows wider while it is open), and is short enough to
 * leave room around it.
 */
const PICKER_DEFAULTS = {
  comboboxProps: {
    withinPortal: true,
    zIndex: 400,
    position: 'bottom' as const,
    middlewares: { flip: true, shift: { padding: 8 }, size: { padding: 8 } },
  },
  maxDropdownHeight: 'min(240px, 40dvh)',
};

/**
 * On a touch screen a multi-select closes its list after each pick (as a phone's own pickers do), so the list never
 * stays over the dialog's Done button; the next tap on the field opens it again.
 */
const MULTI_PICKER_DEFAULTS = {
  ...PICKER_DEFAULTS,
  onOptionSubmit: () => {
    if (typeof window === 'undefined' || !window.matchMedia?.('(pointer: coarse)').matches) return;
    const active = document.activeElement;
    if (active instanceof HTMLElement) active.blur();
  },
};

export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: 7,
  colors: { brand: teal },
  variantColorResolver,
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: {
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    fontWeight: '650',
  },
  defaultRadius: 'md',
  cursorType: 'pointer',
  components: {
    Anchor: Anchor.extend({ defaultProps: { underline: 'always' } }),
    // Plain objects (no component import): the theme is in every first view. Every dialog's close button has a
    // name.
    Modal: { defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } },
    Drawer: { defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } },
    Select: { defaultProps: PICKER_DEFAULTS },
    MultiSelect: { defaultProps: MULTI_PICKER_DEFAULTS },
    Autocomplete: { defaultProps: PICKER_DEFAULTS },
    TagsInput: { defaultProps: PICKER_DEFAULTS },
    // A closed accordion section's content is drawn when it is opened, not before: Mantine keeps it by default, drawn
    // hidden (React's Activity) in a render pass of its own after the page's first one, which on a job's comparison
    // was four fifths of the page's elements, in sections the reader may never open.
    Accordion: { defaultProps: { keepMounted: false } },
  },
});
