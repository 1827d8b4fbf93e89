import { readableMessage, type ShellApi } from '@sellphones/contracts';
import { Card, EmptyState, InlineError, Loading, Page, PageTitle } from '@sellphones/ui';
import styled from 'styled-components';
import { DecisionForm } from '../decisions/DecisionForm.tsx';
import { useRatings, useRemoveRatingComment } from '../trust/trust-queries.ts';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  overflow-wrap: anywhere;
`;

/** Buyers' ratings of sellers, newest first; an abusive comment is removed with a reason (the stars stay). */
export function RatingsPage({ shell }: { shell: ShellApi }) {
  const ratings = useRatings(shell);
  const removal = useRemoveRatingComment(shell);
  return (
    <Page>
      <PageTitle>Ratings</PageTitle>
      {ratings.isPending ? (
        <Loading />
      ) : ratings.isError ? (
        <InlineError message={readableMessage(ratings.error, 'The ratings could not be loaded.')} onRetry={() => void ratings.refetch()} />
      ) : ratings.data.length === 0 ? (
        <EmptyState title="No rating yet" />
      ) : (
        <List>
          {ratings.data.map((rating) => (
            <li key={rating._id}>
              <Card>
                <p>
                  <strong>{rating.stars} of 5</strong> for {rating.sellerName} ({rating.sellerEmail}) by {rating.buyerName} ({rating.buyerEmail})
                </p>
                {rating.comment !== undefined && <blockquote>{rating.comment}</blockquote>}
                {rating.commentRemoved && <p>Comment removed.</p>}
                {rating.comment !== undefined && (
                  <DecisionForm
                    id={`rating-reason-${rating._id}`}
                    subject={`the rating by ${rating.buyerName}`}
                    actions={[{ action: 'remove', label: 'Remove comment' }]}
                    saving={removal.isPending && removal.variables?.ratingId === rating._id}
                    onDecide={(_action, reason) => removal.mutateAsync({ ratingId: rating._id, reason })}
                  />
                )}
              </Card>
            </li>
          ))}
        </List>
      )}
    </Page>
  );
}
