import { useRef } from 'react';
import type { ShellApi } from '@sellphones/contracts';
import { EmptyState, ListStates, Page, PageTitle, TextCard, useFormat } from '@sellphones/ui';
import { CaseList } from '../decisions/CaseList.ts';
import { DecisionForm } from '../decisions/DecisionForm.tsx';
import { useNextCaseFocus } from '../decisions/useNextCaseFocus.ts';
import { useRatings, useRemoveRatingComment } from '../trust/trust-queries.ts';
import { useText } from '../texts.ts';

/** Buyers' ratings of sellers, newest first; an abusive comment is removed with a reason (the stars stay). */
export function RatingsPage({ shell }: { shell: ShellApi }) {
  const ratings = useRatings(shell);
  const removal = useRemoveRatingComment(shell);
  const t = useText();
  const format = useFormat();
  const reasonIdOf = (rating: { _id: string }) => `rating-reason-${rating._id}`;
  const heading = useRef<HTMLHeadingElement>(null);
  const decide = useNextCaseFocus({
    busy: removal.isPending,
    cases: ratings.data,
    reasonIdOf,
    decidable: (rating) => rating.comment !== undefined,
    heading,
  });
  return (
    <Page>
      <PageTitle ref={heading} tabIndex={-1}>
        {t('ratings.title')}
      </PageTitle>
      <ListStates
        query={ratings}
        items={ratings.data}
        failed={t('ratings.failed')}
        empty={<EmptyState title={t('ratings.empty')} />}
      >
        {(items) => (
          <CaseList>
            {items.map((rating) => (
              <li key={rating._id}>
                <TextCard>
                  <p>
                    <strong>{t('ratings.stars', { stars: format.number(rating.stars) })}</strong>{' '}
                    {t('ratings.line', { seller: rating.sellerName, sellerEmail: rating.sellerEmail, buyer: rating.buyerName, buyerEmail: rating.buyerEmail })}
                  </p>
                  {rating.comment !== undefined && <blockquote>{rating.comment}</blockquote>}
                  {rating.commentRemoved && <p>{t('ratings.removed')}</p>}
                  {rating.comment !== undefined && (
                    <DecisionForm
                      id={reasonIdOf(rating)}
                      subject={t('ratings.subject', { name: rating.buyerName })}
                      actions={[{ action: 'remove', label: t('ratings.remove') }]}
                      saving={removal.isPending && removal.variables?.ratingId === rating._id}
                      onDecide={(_action, reason) => decide(rating, removal.mutateAsync({ ratingId: rating._id, reason }))}
                    />
                  )}
                </TextCard>
              </li>
            ))}
          </CaseList>
        )}
      </ListStates>
    </Page>
  );
}
