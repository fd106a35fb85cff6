// Recruiter-side offer panel: make / update / change an offer, answer a counter offer.
// Rendered by the application detail page when the query has q=make-offer or q=counter-offer.
import { Loader } from '@mantine/core';

export interface OfferPanelProps {
  applicationId: string;
  mode: 'make-offer' | 'counter-offer';
  onDone: (status?: string) => void;
}

export function OfferPanel(_props: OfferPanelProps) {
  return <Loader aria-label="Loading offer" />;
}

export default OfferPanel;
