// Which of an app's route paths an address opens, ranked as React Router ranks its routes (a static segment over a
// `:param`, a `:param` over `*`, case-insensitive). Used where the router itself is not loaded: the server, naming the
// opened page's code in the page it sends (public-pages/page-body.ts), and the web's page table (app/page-routes.ts,
// whose test checks the two agree with React Router's own matchRoutes on every page).

const segments = (path: string) => path.split('/').filter(Boolean);

/** The path among `paths` that `pathname` opens, or undefined. */
export function matchRoutePath(paths: readonly string[], pathname: string): string | undefined {
  const parts = segments(pathname);
  let best: { path: string; score: number } | undefined;
  for (const path of paths) {
    const pattern = segments(path);
    const splat = pattern.at(-1) === '*';
    const fixed = splat ? pattern.slice(0, -1) : pattern;
    if (splat ? parts.length < fixed.length : parts.length !== fixed.length) continue;
    let score = splat ? -2 : 0;
    let matches = true;
    for (let i = 0; i < fixed.length && matches; i++) {
      const seg = fixed[i]!;
      if (seg.startsWith(':')) score += 3;
      else if (seg.toLowerCase() === parts[i]!.toLowerCase()) score += 10;
      else matches = false;
    }
    if (matches && (!best || score > best.score)) best = { path, score };
  }
  return best?.path;
}
