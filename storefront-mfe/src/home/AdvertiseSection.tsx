import { useDeferredValue } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { ShellApi } from '@sellphones/contracts';
import type { AdvertisedProduct } from '@sellphones/contracts/schemas';
import { AdvertisedCard } from '../products/AdvertisedCard.tsx';
import { CardGrid, HomeSection } from './HomeSection.tsx';
import { useText } from '../texts.ts';

/** Shown only when sellers have advertised phones; while loading or after a failure it stays out of the way. */
export function AdvertiseSection({ shell }: { shell: ShellApi }) {
  const advertised = useQuery({
    queryKey: ['advertise'],
    queryFn: () => shell.request<AdvertisedProduct[]>('/advertise'),
  });
  // Built from a deferred copy of the data, like the brand cards (see BrandGrid).
  const shown = useDeferredValue(advertised.data);
  const t = useText();
  if (!shown?.length) return null;
  return (
    <HomeSection id="advertised" title={t('advertised.title')}>
      <CardGrid $min="260px">
        {shown.map((product) => (
          <AdvertisedCard key={product._id} product={product} role={shell.role} />
        ))}
      </CardGrid>
    </HomeSection>
  );
}
