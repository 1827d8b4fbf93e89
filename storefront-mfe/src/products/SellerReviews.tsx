import { useQuery } from '@tanstack/react-query';
import styled from 'styled-components';
import type { ShellApi } from '@sellphones/contracts';
import { sellerRatingsPath, type SellerRatingSummary, type SellerRatings } from '@sellphones/contracts/schemas';
import { ListStates, useFormat } from '@sellphones/ui';
import { useText } from '../texts.ts';

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  h2 {
    margin: 0;
    font-size: 1.15rem;
  }
  p {
    margin: 0;
  }
`;

const Reviews = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  li {
    border-top: 1px solid ${({ theme }) => theme.color.line};
    padding-top: ${({ theme }) => theme.space(3)};
  }
`;

const Stars = styled.span`
  color: ${({ theme }) => theme.color.brand};
  letter-spacing: 0.1em;
`;

/** A removed comment says so, not what it said. */
const Muted = styled.p`
  color: ${({ theme }) => theme.color.muted};
`;

const STARS = 5;

interface SellerReviewsProps {
  shell: ShellApi;
  productId: string;
  sellerName: string;
  /** The listing's own summary: a seller nobody has rated has no reviews to read. */
  summary: SellerRatingSummary | undefined;
}

/**
 * What buyers who completed an order with this seller said of them: the latest ratings, newest
 * first, with the buyer's first name only (GET sellerRatingsPath, public), read once the phone's
 * page is shown. A buyer deciding whether to meet a stranger reads the words, not only the average.
 */
export function SellerReviews({ shell, productId, sellerName, summary }: SellerReviewsProps) {
  const t = useText();
  const format = useFormat();
  const rated = (summary?.count ?? 0) > 0;
  const reviews = useQuery({
    queryKey: ['seller-ratings', productId],
    queryFn: ({ signal }) => shell.request<SellerRatings>(sellerRatingsPath(productId), { signal }),
    enabled: rated,
  });
  if (!rated) return null;
  const data = reviews.data;
  return (
    <Section aria-labelledby="seller-reviews-title">
      <h2 id="seller-reviews-title">{t('sellerReviews.title', { name: sellerName })}</h2>
      <ListStates query={reviews} items={data?.ratings} failed={t('sellerReviews.failed')} empty={null}>
        {(ratings) => (
          <>
            {data && data.summary.count > ratings.length && (
              <p>{t('sellerReviews.latest', { shown: format.number(ratings.length), count: format.number(data.summary.count) })}</p>
            )}
            <Reviews>
              {ratings.map((rating, index) => (
                <li key={`${rating.ratedAt} ${index}`}>
                  <p>
                    <Stars aria-hidden="true">{'★'.repeat(rating.stars) + '☆'.repeat(STARS - rating.stars)}</Stars>{' '}
                    {t('sellerReviews.by', {
                      stars: format.number(rating.stars),
                      name: rating.buyerFirstName,
                      when: format.date(rating.ratedAt),
                    })}
                  </p>
                  {rating.commentRemoved ? (
                    <Muted>{t('sellerReviews.removed')}</Muted>
                  ) : (
                    rating.comment && <p>“{rating.comment}”</p>
                  )}
                </li>
              ))}
            </Reviews>
          </>
        )}
      </ListStates>
    </Section>
  );
}
