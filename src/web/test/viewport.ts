// A window of a given width, for components that choose their layout with a media query (jsdom has none).
import { vi } from 'vitest';

/** A window as wide as `width` px, as far as media queries on max-width go (Mantine's sm is 48em = 768 px). */
export function viewport(width: number) {
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => {
    const max = /max-width:\s*([\d.]+)em/.exec(query);
    return {
      matches: max ? width <= Number(max[1]) * 16 : false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    };
  });
}
