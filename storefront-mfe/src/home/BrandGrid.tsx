import { useDeferredValue } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';
import type { ShellApi } from '@sellphones/contracts';
import type { Category } from '@sellphones/contracts/schemas';
import { InlineError, Loading, useFormat } from '@sellphones/ui';
import { CardGrid, HomeSection } from './HomeSection.tsx';
import { useText } from '../texts.ts';

const brandCard = css`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  justify-items: center;
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.color.line};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.ink};
  font-weight: 600;
  text-align: center;
  text-decoration: none;
  box-shadow: ${({ theme }) => theme.shadow};
  img,
  .brand-image {
    width: 100%;
    max-width: 180px;
    aspect-ratio: 4 / 3;
    object-fit: contain;
  }
`;

const BrandLink = styled(Link)`
  ${brandCard}
  &:hover {
    border-color: ${({ theme }) => theme.color.brand};
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
`;

/** The five brand categories (docs/ARCHITECTURE.md, data model): as many empty cards hold their place while they load. */
const CATEGORY_COUNT = 5;

const BrandPlaceholder = styled.div`
  ${brandCard}
  box-shadow: none;
`;
const Pending = styled.div`
  position: relative;
  /* The loading text sits over the empty cards, so that neither moves what follows. */
  [role='status'] {
    position: absolute;
    inset: 0;
    margin: 0;
    display: grid;
    place-items: center;
  }
`;

/** Empty brand cards of the real cards' size, so the grid arriving shifts nothing below it. */
function BrandsLoading() {
  return (
    <Pending>
      <CardGrid $min="150px" $fit aria-hidden="true">
        {Array.from({ length: CATEGORY_COUNT }, (_, index) => (
          <BrandPlaceholder key={index}>
            <span className="brand-image" />
            <span>&nbsp;</span>
          </BrandPlaceholder>
        ))}
      </CardGrid>
      <Loading />
    </Pending>
  );
}

/** 'Choose Your Desire Brand': one card per category, each opening its listing. */
export function BrandGrid({ shell }: { shell: ShellApi }) {
  const categories = useQuery({
    queryKey: ['categories'],
    queryFn: () => shell.request<Category[]>('/categories'),
  });
  // The cards are built from a deferred copy of the data: in an interruptible render after it
  // arrives, not in the one task that blocks input (react-query's updates are synchronous).
  const shown = useDeferredValue(categories.data);
  const t = useText();
  const format = useFormat();
  return (
    <HomeSection id="brands" title={t('brands.title')}>
      {!shown && !categories.isError && <BrandsLoading />}
      {categories.isError && (
        <InlineError message={t('brands.failed')} onRetry={() => void categories.refetch()} />
      )}
      {shown && (
        <CardGrid $min="150px" $fit>
          {shown.map((category) => (
            <BrandLink key={category._id} to={`/products/${encodeURIComponent(category.categoryName)}`}>
              <img src={category.categoryImage} alt="" />
              <span>{format.category(category.categoryName)}</span>
            </BrandLink>
          ))}
        </CardGrid>
      )}
    </HomeSection>
  );
}
