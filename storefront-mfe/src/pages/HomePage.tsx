import styled from 'styled-components';
import type { ShellApi } from '@sellphones/contracts';
import { AdvertiseSection } from '../home/AdvertiseSection.tsx';
import { BrandGrid } from '../home/BrandGrid.tsx';
import { HeroBanner } from '../home/HeroBanner.tsx';
import { HowItWorks } from '../home/HowItWorks.tsx';
import { QuestionsSection } from '../home/QuestionsSection.tsx';
import { ReviewsSection } from '../home/ReviewsSection.tsx';

const Sections = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(12)};
`;

/** The spec's six home sections, in its order. Visible without login. */
export function HomePage({ shell }: { shell: ShellApi }) {
  return (
    <Sections>
      <HeroBanner />
      <BrandGrid shell={shell} />
      <AdvertiseSection shell={shell} />
      <HowItWorks />
      <ReviewsSection shell={shell} />
      <QuestionsSection />
    </Sections>
  );
}
