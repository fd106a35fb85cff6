// Status history and the offer versions of an application.
import { Badge, Card, List, Stack, Text, Title } from '@mantine/core';
import { StatusMove } from '../../../components/status-move';
import { formatDate, formatMoney, MESSAGES } from '@/domain/shared';
import { agreedTermsSummary, type OfferTerms } from '@/domain/offers';
import { APPLICATION_MESSAGES, moveLabel, type ApplicationDetail } from '@/domain/applications';

/** The weekly pay in force after an offer version (its resolved terms, pay derived by the server's pay model). */
const weeklyOf = (resolved: Record<string, unknown>) =>
  agreedTermsSummary({ standing: 'offered', version: null, terms: resolved as OfferTerms }).weekly_rate;

export function ApplicationHistory({ detail }: { detail: ApplicationDetail }) {
  return (
    <Card withBorder padding="md" component="section" aria-labelledby="history-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="history-title">
          {APPLICATION_MESSAGES.history.title}
        </Title>
        {detail.history.length === 0 ? (
          <Text size="sm" c="dimmed">
            {APPLICATION_MESSAGES.history.empty}
          </Text>
        ) : (
          <List size="sm" spacing={4}>
            {detail.history.map((h, i) => (
              <List.Item key={i}>
                {moveLabel(h.kind) ? `${moveLabel(h.kind)}: ` : ''}
                {h.from_status && h.from_status !== h.to_status ? (
                  <StatusMove from={h.from_status} to={h.to_status} />
                ) : (
                  h.to_status
                )}
                {h.offer_status && h.kind !== 'assign' ? ` (${h.offer_status})` : ''} · {formatDate(h.created_at)}
                {h.by_name ? ` · ${h.by_name}` : ''}
                {h.decision_maker ? ` · ${APPLICATION_MESSAGES.history.decidedBy(h.decision_maker)}` : ''}
                {h.reason ? ` · ${h.reason}` : ''}
                {h.notes ? ` · ${h.notes}` : ''}
              </List.Item>
            ))}
          </List>
        )}
        {detail.offers.length > 0 && (
          <>
            <Title order={3} size="h5">
              {APPLICATION_MESSAGES.history.offers}
            </Title>
            <List size="sm" spacing={4}>
              {detail.offers.map((o) => (
                <List.Item key={o.id} data-testid={o.accepted ? 'accepted-offer-version' : undefined}>
                  {APPLICATION_MESSAGES.history.offerVersion(o.version, o.kind, o.side)}
                  {o.made_by_name ? ` (${o.made_by_name})` : ''} · {formatDate(o.created_at)}
                  {weeklyOf(o.resolved_terms) !== null
                    ? ` · ${MESSAGES.terms.weekly(formatMoney(weeklyOf(o.resolved_terms)))}`
                    : ''}
                  {o.accepted && (
                    <Badge ml="xs" size="sm" color="green" variant="filled">
                      {MESSAGES.terms.acceptedVersion}
                    </Badge>
                  )}
                </List.Item>
              ))}
            </List>
          </>
        )}
      </Stack>
    </Card>
  );
}
