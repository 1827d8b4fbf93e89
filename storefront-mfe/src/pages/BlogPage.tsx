import styled from 'styled-components';
import type { ShellApi } from '@sellphones/contracts';
import { Card, Page, PageTitle } from '@sellphones/ui';
import { BLOG_ARTICLES } from '../blog/blog-articles.tsx';
import { useText } from '../texts.ts';

const Articles = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(5)};
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 420px), 1fr));
`;

const Article = styled(Card)`
  svg {
    display: block;
    width: 100%;
    height: auto;
  }
  div {
    padding: ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(5)} ${({ theme }) => theme.space(5)};
  }
  h2 {
    margin: 0 0 ${({ theme }) => theme.space(3)};
    font-size: 1.2rem;
  }
  p {
    margin: 0;
    line-height: 1.6;
  }
`;

/** Four fixed articles answering common front-end questions. */
export function BlogPage(_props: { shell: ShellApi }) {
  const t = useText();
  return (
    <Page>
      <PageTitle>{t('blog.title')}</PageTitle>
      <Articles>
        {BLOG_ARTICLES.map((article) => (
          <Article key={article.id} aria-labelledby={`blog-${article.id}`}>
            {article.artwork}
            <div>
              <h2 id={`blog-${article.id}`}>{t(`blog.articles.${article.id}.heading`)}</h2>
              <p>{t(`blog.articles.${article.id}.paragraph`)}</p>
            </div>
          </Article>
        ))}
      </Articles>
    </Page>
  );
}
