import { useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useLocation, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { isApiError, readableMessage, type ShellApi } from '@sellphones/contracts';
import type { PhonePage as Phone } from '@sellphones/contracts/schemas';
import { Button, EmptyState, formatDollars, InlineError, Loading, Page, PageTitle, yearsLabel } from '@sellphones/ui';
import { DeferredBookingModal } from '../booking/DeferredBookingModal.tsx';
import { ProductFacts } from '../products/ProductCardLayout.tsx';
import { PhonePhotos } from '../products/PhonePhotos.tsx';
import { timePostedLabel } from '../products/time-posted.ts';

/** Photos beside the details on wide screens, above them on a phone. */
const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(5)};
  grid-template-columns: minmax(0, 1fr);
  align-items: start;
  @media (min-width: ${({ theme }) => theme.breakpoint.md}) {
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
  }
`;
const Details = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  p {
    margin: 0;
  }
`;

/** The document title of a phone's page: what a shared link shows in a tab or a chat preview. */
const titleOf = (name: string) => `${name} | Sell Phones BD`;

/** /phones/:id: one phone with every photo and detail, booked from here; a link that can be shared. */
export function PhonePage({ shell }: { shell: ShellApi }) {
  const { id = '' } = useParams();
  const location = useLocation();
  const [booking, setBooking] = useState(false);
  const bookButton = useRef<HTMLButtonElement>(null);

  const phone = useQuery({
    // The user is part of the key: the phone number and "own phone" depend on who asks.
    queryKey: ['phone', id, shell.user?.uid ?? null],
    queryFn: ({ signal }) => shell.request<Phone>(`/phones/${encodeURIComponent(id)}`, { signal }),
    // A phone gone or unknown stays so: asking again would only delay the answer.
    retry: (count, error) => !(isApiError(error) && error.status < 500) && count < 2,
  });

  // Book Now gets focus back once the booking form is gone, however it closed (Escape, Cancel,
  // the backdrop): after the form has unmounted, or focus falls to the page's start.
  const wasBooking = useRef(false);
  useEffect(() => {
    if (booking) wasBooking.current = true;
    else if (wasBooking.current) {
      wasBooking.current = false;
      bookButton.current?.focus();
    }
  }, [booking]);

  const name = phone.data?.name;
  useEffect(() => {
    if (name) document.title = titleOf(name);
  }, [name]);

  if (phone.isPending) {
    return (
      <Page>
        <Loading />
      </Page>
    );
  }
  if (phone.isError) {
    const status = isApiError(phone.error) ? phone.error.status : 0;
    if (status === 410 || status === 404 || status === 400) {
      return (
        <Page>
          <EmptyState level={1} title={status === 410 ? 'This phone is no longer for sale.' : 'There is no phone at this address.'}>
            <p>
              {status === 410 ? 'It was sold or taken down by its seller. ' : ''}
              <Link to="/">See the phones for sale</Link>
            </p>
          </EmptyState>
        </Page>
      );
    }
    return (
      <Page>
        <InlineError message={readableMessage(phone.error, 'The phone could not be loaded.')} onRetry={() => void phone.refetch()} />
      </Page>
    );
  }

  const product = phone.data;
  const role = shell.role;
  const canBook = role === 'buyer' && !product.isOwn;
  return (
    <Page>
      <PageTitle>{product.name}</PageTitle>
      <Layout>
        <PhonePhotos photos={product.photos} name={product.name} />
        <Details aria-label="Details">
          <ProductFacts>
            <dt>Resale price</dt>
            <dd>
              <strong>{formatDollars(product.resalePrice)}</strong>
            </dd>
            <dt>Original price</dt>
            <dd>{formatDollars(product.originalPrice)}</dd>
            <dt>Brand</dt>
            <dd>
              <Link to={`/products/${encodeURIComponent(product.categoryName)}`}>{product.categoryName}</Link>
            </dd>
            <dt>Condition</dt>
            <dd>{product.condition}</dd>
            <dt>Used</dt>
            <dd>{yearsLabel(product.usedYear)}</dd>
            <dt>Seller</dt>
            <dd>{product.sellerName}</dd>
            {product.phone && (
              <>
                <dt>Phone</dt>
                <dd>{product.phone}</dd>
              </>
            )}
            <dt>Location</dt>
            <dd>{product.location}</dd>
            <dt>Posted</dt>
            <dd>
              <time dateTime={product.timePosted}>{timePostedLabel(product.timePosted)}</time>
            </dd>
            {product.imei && (
              <>
                <dt>IMEI</dt>
                <dd>{product.imei.full ?? `ends in ${product.imei.last4}`}</dd>
              </>
            )}
          </ProductFacts>
          <p>{product.description}</p>
          {canBook && (
            <Button ref={bookButton} type="button" aria-label={`Book Now: ${product.name}`} onClick={() => setBooking(true)}>
              Book Now
            </Button>
          )}
          {role === null && (
            // Booking needs an account: the login page brings the visitor back here.
            <Button as={Link} to="/login" state={{ from: location }}>
              Log in to book
            </Button>
          )}
        </Details>
      </Layout>
      {booking && (
        <DeferredBookingModal
          shell={shell}
          product={product}
          onClose={() => setBooking(false)}
        />
      )}
    </Page>
  );
}
