// The app's pages: the domain's table (APP_PAGES: each address, the module that draws it, its layout) with each
// module's loader. Every page module is a chunk of its own, found by import.meta.glob, whose keys are the same paths
// the table and the build's manifest use; router.tsx adds the layouts, the sign-in guard and each page's data prefetch,
// and the server names each page's files from the manifest (src/server/modules/public-pages/web-build.ts).
import type { ComponentType } from 'react';
import { APP_PAGES, EXPLORE_JOBS_MODULE, type AppPage, type PageLayout } from '@/domain/shared';

export type PageModule = { Component: ComponentType };
export interface PageRoute extends AppPage {
  load: () => Promise<PageModule>;
}

/** Every page module under src/web, keyed `./<path under src/web>`; each import is a chunk of its own. */
const MODULES = import.meta.glob<PageModule>(
  ['./app/pages/*-page.tsx', './features/*/pages/*-page.tsx', './components/not-found-page.tsx'],
  { base: '../' },
);

/** The loader of `module` (a path under src/web); the same function for every route of the module. */
export function loaderOf(module: string): PageRoute['load'] {
  const load = MODULES[`./${module}`];
  if (!load) throw new Error(`page-routes: no page module ${module}`);
  return load;
}

const withLoader = (layout: PageLayout) =>
  APP_PAGES.filter((p) => p.layout === layout).map((p): PageRoute => ({ ...p, load: loaderOf(p.module) }));

export const loadExploreJobs = loaderOf(EXPLORE_JOBS_MODULE);

/** Pages outside the app's shell, signed in or not: sign in and up, emailed links. */
export const STANDALONE_PAGES = withLoader('standalone');
/** The public job board and job pages (`/` is the board signed out and the role's home signed in: router.tsx). */
export const OPEN_PAGES = withLoader('open');
/** Signed-in pages, inside the app's shell. */
export const SIGNED_IN_PAGES = withLoader('signed-in');
