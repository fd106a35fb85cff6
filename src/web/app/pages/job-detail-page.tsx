// /explore-jobs/:jobId: the job detail view in apply mode.
import { useParams } from 'react-router';
import { JobDetailView } from '../components/job-detail-view';

export function Component() {
  const { jobId = '' } = useParams();
  return <JobDetailView key={jobId} jobId={jobId} mode="apply" />;
}
