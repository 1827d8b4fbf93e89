import styled from 'styled-components';
import { useFormat } from '@sellphones/ui';
import { useText } from '../texts.ts';

const Bar = styled.footer`
  margin-top: ${({ theme }) => theme.space(12)};
  background: ${({ theme }) => theme.color.ink};
  color: #e7eaf0;
  padding: ${({ theme }) => theme.space(8)} 0;
`;
/** Its edges line up with the header's (same width and padding); the social links end at the right one. */
const Inner = styled.div`
  max-width: 1200px;
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.space(4)};
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  @media (min-width: ${({ theme }) => theme.breakpoint.md}) {
    grid-template-columns: 2fr 1fr;
    nav {
      justify-self: end;
    }
  }
  a {
    color: #e7eaf0;
  }
  ul {
    list-style: none;
    padding: 0;
    margin: 0;
    display: flex;
    gap: ${({ theme }) => theme.space(4)};
  }
`;

const SOCIAL_PAGES = [
  { name: 'Facebook', url: 'https://www.facebook.com/' },
  { name: 'YouTube', url: 'https://www.youtube.com/' },
  { name: 'LinkedIn', url: 'https://www.linkedin.com/' },
];

/** The footer's links open another site in a new tab, and say so to screen readers (WCAG G201). */
export function Footer() {
  const t = useText();
  const format = useFormat();
  return (
    <Bar>
      <Inner>
        <div>
          <strong>{t('brand')}</strong>
          <p>{t('footer.about')}</p>
          <small>
            © {format.year(new Date())} {t('brand')}
          </small>
        </div>
        <nav aria-label={t('footer.social')}>
          <ul>
            {SOCIAL_PAGES.map(({ name, url }) => (
              <li key={name}>
                <a href={url} rel="noreferrer" target="_blank">
                  {name}{' '}
                  <span className="visually-hidden">({t('footer.newTab')})</span>
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </Inner>
    </Bar>
  );
}
