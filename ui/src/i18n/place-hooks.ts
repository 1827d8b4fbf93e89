import { useCallback } from 'react';
import { placeLabel } from '@sellphones/contracts';
import { useLocale } from './locale-context.tsx';

/** What a listing answer says of where a phone is (`location`, and the ids when it has them). */
export interface ShownPlace {
  location: string;
  district?: string;
  area?: string;
}

/**
 * "Tongi, Gazipur, Dhaka" in the reader's language; a listing from before places keeps its own
 * words. A hook of its own, not part of useFormat: the country's 64 districts in two languages are
 * downloaded only by the pages that show a place.
 */
export function usePlaceLabel(): (place: ShownPlace) => string {
  const { language } = useLocale();
  return useCallback((place: ShownPlace) => (place.district ? placeLabel(place, language) : place.location), [language]);
}
