// The end of a worker's job page (issue 45 with spec section 5): what workers say of the facility, this organization's
// do-not-return mark of her if any, then Apply. Apply is drawn with the facility's reviews, not before them: drawn
// first, it was pushed down by the reviews arriving above it, and a press made as it moved landed on what came in its
// place (lost in CI: the withdrawn worker's second Apply). The router fetches the reviews with the job
// (router.tsx, prefetchJobDetail), so a page the server draws has both, and a navigation brings them together.
// Their read failing (after its retries) draws Apply alone.
import { useFacilityReviews } from '../../features/reviews/api';
import { DoNotReturnNotice } from '../../features/reviews/components/do-not-return-notice';
import { ApplyPanel } from '../../features/jobs/components/apply-panel';
import type { JobDetailDto } from '../../features/jobs/api';
import { answered } from '../../lib/query-state';

export function ApplySection({ detail }: { detail: JobDetailDto }) {
  const reviews = useFacilityReviews(detail.job._id);
  // Drawn once the reviews have answered, with their data or a failure (answered(), as a page's parts are).
  if (!answered(reviews)) return null;
  return (
    <>
      {reviews.data ? <DoNotReturnNotice reviews={reviews.data} /> : null}
      <ApplyPanel detail={detail} />
    </>
  );
}
