import styled from 'styled-components';
import { useText } from '../texts.ts';

const Banner = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  justify-items: start;
  padding: ${({ theme }) => theme.space(10)} ${({ theme }) => theme.space(6)};
  border-radius: ${({ theme }) => theme.radius.lg};
  color: #fff;
  background:
    radial-gradient(circle at 85% 20%, rgba(244, 162, 89, 0.45), transparent 40%),
    linear-gradient(135deg, ${({ theme }) => theme.color.brandDark}, ${({ theme }) => theme.color.brand});
  h1 {
    margin: 0;
    max-width: 18ch;
    font-size: clamp(1.8rem, 5vw, 3rem);
    line-height: 1.1;
    letter-spacing: 0.02em;
  }
  p {
    margin: 0;
    max-width: 46ch;
    font-size: 1.1rem;
  }
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.space(5)};
    border-radius: ${({ theme }) => theme.radius.sm};
    background: ${({ theme }) => theme.color.accent};
    color: ${({ theme }) => theme.color.ink};
    font-weight: 700;
    text-decoration: none;
  }
  a:focus-visible {
    outline: 3px solid #fff;
    outline-offset: 2px;
  }
`;

export function HeroBanner() {
  const t = useText();
  return (
    <Banner>
      <h1>{t('hero.title')}</h1>
      <p>{t('hero.text')}</p>
      <a href="#brands">{t('hero.browse')}</a>
    </Banner>
  );
}
