// "Save search" on /explore-jobs: saves the current URL filters under a name (workers only).
import { lazy, Suspense, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { Button } from '@mantine/core';
import { routes } from '@/domain/shared';
import { JOB_MESSAGES } from '@/domain/jobs';
import { useMe } from '../../../lib/auth';
import { useReturnFocus } from '../../../components/return-focus';
import { preloadOn } from '../../../lib/preload-on';

const loadDialog = () => import('./save-search-dialog');
const SaveSearchDialog = lazy(loadDialog);
const dialogTrigger = preloadOn(loadDialog);

export function SaveSearchButton({ params }: { params: URLSearchParams }) {
  const me = useMe();
  const [open, setOpen] = useState(false);
  const rememberTrigger = useReturnFocus(open);
  const location = useLocation();
  // Signed out: sign up (or log in) first, then straight back to this search.
  if (me.data === null)
    return (
      <Button variant="light" component={Link} to={routes.signup(location.pathname + location.search)}>
        {JOB_MESSAGES.savedSearches.save}
      </Button>
    );
  if (me.data?.role !== 'worker') return null;

  return (
    <>
      <Button
        variant="light"
        {...dialogTrigger}
        onClick={() => {
          rememberTrigger();
          setOpen(true);
        }}
      >
        {JOB_MESSAGES.savedSearches.save}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <SaveSearchDialog params={params} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
