import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { isApiError, type ShellApi } from '@sellphones/contracts';
import { Button, EmptyState, InlineError, Loading, Page, PageTitle, useErrorText, useFormat } from '@sellphones/ui';
import { DeferredBookingModal } from '../booking/DeferredBookingModal.tsx';
import { ProductFacts } from '../products/ProductCardLayout.tsx';
import { PhonePhotos } from '../products/PhonePhotos.tsx';
import { useText } from '../texts.ts';
import { SellerFacts } from '../products/SellerFacts.tsx';
import { ReportListing } from '../products/ReportListing.tsx';
import { SellerReviews } from '../products/SellerReviews.tsx';
import { ShareListing } from '../products/ShareListing.tsx';
import { NeirCheckNote } from '../products/NeirCheckNote.tsx';
import { YourBooking } from '../products/YourBooking.tsx';
import { MorePhonesOfBrand } from '../products/MorePhonesOfBrand.tsx';
import { usePhoneQuery } from '../products/phone-query.ts';

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

/** Said instead of Book Now while another buyer has the phone kept for cash at the meetup. */
const ReservedNote = styled.p`
  margin: 0;
  font-weight: 600;
`;

/** /phones/:id: one phone with every photo and detail, booked from here; a link that can be shared. */
export function PhonePage({ shell }: { shell: ShellApi }) {
  const { id = '' } = useParams();
  const location = useLocation();
  const [booking, setBooking] = useState(false);
  const t = useText();
  const format = useFormat();
  const errorText = useErrorText();
  const bookButton = useRef<HTMLButtonElement>(null);

  const phone = usePhoneQuery(shell, id);

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

  // The document title: what a shared link shows in a tab or a chat preview.
  const name = phone.data?.name;
  const title = name ? t('phone.pageTitle', { name }) : undefined;
  useEffect(() => {
    if (title) document.title = title;
  }, [title]);

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
          <EmptyState level={1} title={status === 410 ? t('phone.gone') : t('phone.unknown')}>
            <p>
              {status === 410 ? t('phone.goneWhy') : ''}
              <Link to="/">{t('phone.seeForSale')}</Link>
            </p>
          </EmptyState>
        </Page>
      );
    }
    return (
      <Page>
        <InlineError message={errorText(phone.error, t('phone.failed'))} onRetry={() => void phone.refetch()} />
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
        <PhonePhotos photos={product.photos} thumbs={product.photoThumbs} coverMedium={product.coverMedium} name={product.name} />
        <Details aria-label={t('phone.details')}>
          <ProductFacts>
            <dt>{t('card.resalePrice')}</dt>
            <dd>
              <strong>{format.money(product.resalePrice)}</strong>
            </dd>
            <dt>{t('card.originalPrice')}</dt>
            <dd>{format.money(product.originalPrice)}</dd>
            <dt>{t('card.brand')}</dt>
            <dd>
              <Link to={`/products/${encodeURIComponent(product.categoryName)}`}>{format.category(product.categoryName)}</Link>
            </dd>
            {product.condition && (
              <>
                <dt>{t('card.condition')}</dt>
                <dd>{t(`conditions.${product.condition}`)}</dd>
              </>
            )}
            <dt>{t('card.used')}</dt>
            <dd>{format.usedYears(product.usedYear)}</dd>
            <SellerFacts product={product} sellerSince={product.sellerSince} />
            {product.imei && (
              <>
                <dt>{t('phone.imei')}</dt>
                <dd>{product.imei.full ?? t('phone.imeiEnds', { last4: product.imei.last4 })}</dd>
              </>
            )}
          </ProductFacts>
          <p>{product.description}</p>
          {product.imei && <NeirCheckNote imei={product.imei} />}
          {product.reservedUntil && !product.isOwn && !product.yourBooking?.reservedUntil && (
            <ReservedNote role="status">{t('phone.reservedForCash', { when: format.dateTime(product.reservedUntil) })}</ReservedNote>
          )}
          {product.yourBooking && <YourBooking booking={product.yourBooking} name={product.name} />}
          {canBook && !product.reservedUntil && !product.yourBooking && (
            <Button ref={bookButton} type="button" aria-label={t('card.bookNowNamed', { name: product.name })} onClick={() => setBooking(true)}>
              {t('card.bookNow')}
            </Button>
          )}
          {role === null && (
            // Booking needs an account: the login page brings the visitor back here.
            <Button as={Link} to="/login" state={{ from: location }}>
              {t('phone.logInToBook')}
            </Button>
          )}
          <ShareListing shell={shell} phone={product} />
          {role !== null && !product.isOwn && <ReportListing shell={shell} productId={product._id} reportedAt={product.youReportedAt} />}
          <SellerReviews shell={shell} productId={product._id} sellerName={product.sellerName} summary={product.sellerRating} />
        </Details>
      </Layout>
      {role !== null && <MorePhonesOfBrand shell={shell} categoryName={product.categoryName} except={product._id} />}
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
