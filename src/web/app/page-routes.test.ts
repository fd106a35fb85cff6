// The server finds an address's page with React Router's matchRoutes over the domain's flat table (APP_PAGES,
// public-pages/web-build.ts); the router nests the same pages in pathless layouts (router.tsx). Both must pick the same
// page for every address of the table and for the ones that rank routes against each other. And every row's module is
// a page module the glob found (page-routes.ts), with a component.
import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { APP_PAGES } from '@/domain/shared';
import { OPEN_PAGES, SIGNED_IN_PAGES, STANDALONE_PAGES, type PageRoute } from './page-routes';

const asRoutes = (pages: PageRoute[]): RouteObject[] => pages.map((p) => ({ path: p.path, id: p.path }));
// The router's nesting: pathless layouts around the open and the signed-in pages (router.tsx).
const ROUTES: RouteObject[] = [
  ...asRoutes(STANDALONE_PAGES),
  { id: 'open', children: asRoutes(OPEN_PAGES) },
  { id: 'signed-in', children: [{ id: 'shell', children: asRoutes(SIGNED_IN_PAGES) }] },
];
const routerPick = (pathname: string) => matchRoutes(ROUTES, pathname)?.at(-1)?.route.path;
const serverPick = (pathname: string) => matchRoutes([...APP_PAGES], pathname)?.at(-1)?.route.path;

const fill = (path: string) => (path === '*' ? '/some/where' : path.replace(/:\w+/g, 'abc123'));
const ADDRESSES = [
  ...APP_PAGES.map((p) => fill(p.path)),
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

describe('the page of an address', () => {
  it.each(ADDRESSES)('%s: the route React Router renders', (pathname) => {
    const expected = routerPick(pathname);
    expect(expected).toBeDefined();
    expect(serverPick(pathname)).toBe(expected);
  });
});

describe('the table', () => {
  it('has every page once in the router, each loading a module with a component', async () => {
    const routed = [...STANDALONE_PAGES, ...OPEN_PAGES, ...SIGNED_IN_PAGES];
    expect(routed.map((p) => p.path)).toEqual(expect.arrayContaining(APP_PAGES.map((p) => p.path)));
    expect(routed).toHaveLength(APP_PAGES.length);
    for (const module of new Set(APP_PAGES.map((p) => p.module))) {
      const page = routed.find((p) => p.module === module)!;
      expect(typeof (await page.load()).Component, module).toBe('function');
    }
  });
});
