import { Loader, type LoaderProps } from '@mantine/core';

/**
 * The one "something is loading" mark. Mantine's Loader is a bare <span>, and a span without a role may not carry an
 * aria-label (axe: aria-prohibited-attr), so the name would reach no screen reader: here it is a polite status region
 * named by `label`. Every spinner in the app is this component (eslint: no <Loader> elsewhere).
 */
export function Busy({ label, size }: { label: string; size?: LoaderProps['size'] }) {
  return <Loader role="status" aria-label={label} size={size} />;
}
