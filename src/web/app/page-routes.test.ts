// The server names the code of the page the router renders (public-pages/page-files.ts): matchPage picks the
// route React Router picks for every address of the table and for the ones that rank routes against each other.
import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { matchPage, OPEN_PAGES, SIGNED_IN_PAGES, STANDALONE_PAGES, type PageRoute } from './page-routes';

const asRoutes = (pages: PageRoute[]): RouteObject[] => pages.map((p) => ({ path: p.path, id: p.path }));
// The router's nesting: pathless layouts around the open and the signed-in pages (router.tsx).
const ROUTES: RouteObject[] = [
  ...asRoutes(STANDALONE_PAGES),
  { id: 'open', children: asRoutes(OPEN_PAGES) },
  { id: 'signed-in', children: [{ id: 'shell', children: asRoutes(SIGNED_IN_PAGES) }] },
];
const routerPick = (pathname: string) => matchRoutes(ROUTES, pathname)?.at(-1)?.route.path;

const fill = (path: string) => (path === '*' ? '/some/where' : path.replace(/:\w+/g, 'abc123'));
const ADDRESSES = [
  ...[...STANDALONE_PAGES, ...OPEN_PAGES, ...SIGNED_IN_PAGES].map((p) => fill(p.path)),
  '/application/board',
  '/application/offered',
  '/application/Board',
  '/dashboard/settings',
  '/dashboard/recruiters',
  '/explore-jobs/thanks-for-applying/abc',
  '/explore-jobs/abc/extra',
  '/work-journey/offered/abc/extra',
  '/messages/',
  '/Explore-Jobs',
  '/nowhere',
  '/reference',
];

describe('matchPage', () => {
  it.each(ADDRESSES)('%s: the route React Router renders', (pathname) => {
    const expected = routerPick(pathname);
    expect(expected).toBeDefined();
    expect(matchPage(pathname)?.path).toBe(expected);
  });
});
