import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { ShellApi } from '@sellphones/contracts';
import type { Category } from '@sellphones/contracts/schemas';
import { InlineError, Loading } from '@sellphones/ui';
import { CardGrid, HomeSection } from './HomeSection.tsx';

const BrandLink = styled(Link)`
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
  img {
    width: 100%;
    max-width: 180px;
    aspect-ratio: 4 / 3;
    object-fit: contain;
  }
  &:hover {
    border-color: ${({ theme }) => theme.color.brand};
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
`;

/** 'Choose Your Desire Brand': one card per category, each opening its listing. */
export function BrandGrid({ shell }: { shell: ShellApi }) {
  const categories = useQuery({
    queryKey: ['categories'],
    queryFn: () => shell.request<Category[]>('/categories'),
  });
  return (
    <HomeSection id="brands" title="Choose Your Desire Brand">
      {categories.isPending && <Loading />}
      {categories.isError && (
        <InlineError message="The brands could not be loaded." onRetry={() => void categories.refetch()} />
      )}
      {categories.data && (
        <CardGrid $min="150px" $fit>
          {categories.data.map((category) => (
            <BrandLink key={category._id} to={`/products/${encodeURIComponent(category.categoryName)}`}>
              <img src={category.categoryImage} alt="" />
              <span>{category.categoryName}</span>
            </BrandLink>
          ))}
        </CardGrid>
      )}
    </HomeSection>
  );
}
