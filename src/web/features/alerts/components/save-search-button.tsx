// "Save search" on /explore-jobs: saves the current URL filters under a name (workers only).
import { lazy, Suspense, useState } from 'react';
import { Button } from '@mantine/core';
import { useMe } from '../../../lib/auth';

const loadDialog = () => import('./save-search-dialog');
const SaveSearchDialog = lazy(loadDialog);

export function SaveSearchButton({ params }: { params: URLSearchParams }) {
  const me = useMe();
  const [open, setOpen] = useState(false);
  if (me.data?.role !== 'worker') return null;
  const preload = () => void loadDialog();

  return (
    <>
      <Button variant="light" onPointerEnter={preload} onFocus={preload} onClick={() => setOpen(true)}>
        Save search
      </Button>
      {open && (
        <Suspense fallback={null}>
          <SaveSearchDialog params={params} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
