import { useDeferredValue } from 'react';
import { useQuery } from '@tanstack/react-query';
import styled from 'styled-components';
import type { ShellApi } from '@sellphones/contracts';
import type { Review } from '@sellphones/contracts/schemas';
import { TextCard, InlineError, Loading } from '@sellphones/ui';
import { CardGrid, HomeSection } from './HomeSection.tsx';
import { useText } from '../texts.ts';

const ReviewCard = styled(TextCard)`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  header {
    display: flex;
    gap: ${({ theme }) => theme.space(3)};
    align-items: center;
  }
  img {
    width: 48px;
    height: 48px;
    border-radius: 50%;
  }
  h3 {
    margin: 0;
    font-size: 1rem;
  }
  header p {
    margin: 0;
    color: ${({ theme }) => theme.color.muted};
    font-size: 0.9rem;
  }
  blockquote {
    margin: 0;
  }
`;

/** 'Great reviews' from people who sold or bought here. */
export function ReviewsSection({ shell }: { shell: ShellApi }) {
  const reviews = useQuery({
    queryKey: ['reviews'],
    queryFn: () => shell.request<Review[]>('/reviews'),
  });
  // Built from a deferred copy of the data, like the brand cards (see BrandGrid).
  const shown = useDeferredValue(reviews.data);
  const t = useText();
  return (
    <HomeSection id="reviews" title={t('reviews.title')}>
      {!shown && !reviews.isError && <Loading />}
      {reviews.isError && (
        <InlineError message={t('reviews.failed')} onRetry={() => void reviews.refetch()} />
      )}
      {shown && (
        <CardGrid $min="200px">
          {shown.map((review) => (
            <ReviewCard key={review._id} aria-labelledby={`review-${review._id}`}>
              <header>
                <img src={review.img} alt="" />
                <div>
                  <h3 id={`review-${review._id}`}>{review.name}</h3>
                  <p>{review.location}</p>
                </div>
              </header>
              <blockquote>{review.review}</blockquote>
            </ReviewCard>
          ))}
        </CardGrid>
      )}
    </HomeSection>
  );
}
