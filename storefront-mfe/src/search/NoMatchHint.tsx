import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { CATEGORY_NAMES } from '@sellphones/contracts/schemas';
import { useFormat } from '@sellphones/ui';
import { useText } from '../texts.ts';

const Brands = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
  a {
    display: inline-block;
    padding: ${({ theme }) => theme.space(2)} 0;
  }
`;

/**
 * Said when no phone matches a search: other words to try, and every brand's page, so a reader
 * who typed a name we do not know still has a way on.
 */
export function NoMatchHint() {
  const t = useText();
  const format = useFormat();
  return (
    <>
      <p>{t('search.tryOther')}</p>
      <nav aria-label={t('search.brands')}>
        <Brands>
          {CATEGORY_NAMES.map((name) => (
            <li key={name}>
              <Link to={`/products/${encodeURIComponent(name)}`}>{format.category(name)}</Link>
            </li>
          ))}
        </Brands>
      </nav>
    </>
  );
}
