import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { listingQuery, readListingState, type ShellApi } from '@sellphones/contracts';
import { useFormat } from '@sellphones/ui';
import { listingRead } from '../category/listing-read.ts';
import { CardGrid } from '../home/HomeSection.tsx';
import { useText } from '../texts.ts';
import { AdvertisedCard } from './AdvertisedCard.tsx';

/** At most this many: a glance at what else the brand offers, not a second category page. */
const SHOWN = 3;

/** The brand's first page as its category page opens it (newest first, no filter). */
const FIRST_PAGE = listingQuery(readListingState(new URLSearchParams()));

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  margin-top: ${({ theme }) => theme.space(8)};
  h2 {
    margin: 0;
    font-size: clamp(1.2rem, 2vw, 1.45rem);
  }
`;

/**
 * Under a phone's page, the newest other phones of its brand, each leading to its own page, and
 * the way to the brand's page: a reader comparing before they book. For signed-in readers only
 * (the category page is theirs); like the home page's advertised phones, it stays out of the way
 * while it loads, after a failure, and when the brand has no other phone.
 */
export function MorePhonesOfBrand({ shell, categoryName, except }: { shell: ShellApi; categoryName: string; except: string }) {
  const listing = useQuery(listingRead(shell, categoryName, FIRST_PAGE));
  const t = useText();
  const format = useFormat();
  const others = listing.data?.products.filter((product) => product._id !== except).slice(0, SHOWN) ?? [];
  if (others.length === 0) return null;
  const brand = format.category(categoryName);
  return (
    <Section aria-labelledby="more-of-brand">
      <h2 id="more-of-brand">{t('phone.moreOfBrand', { brand })}</h2>
      <CardGrid $min="260px">
        {others.map((product) => (
          <AdvertisedCard key={product._id} product={product} role={shell.role} />
        ))}
      </CardGrid>
      <p>
        <Link to={`/products/${encodeURIComponent(categoryName)}`}>{t('phone.everyOfBrand', { brand })}</Link>
      </p>
    </Section>
  );
}
