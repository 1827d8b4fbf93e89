import { isDistrictOf, isDivisionId, type KeptOnDevice } from '@sellphones/contracts';
import { CATEGORY_NAMES, UNUSED_PHOTO_LIFETIME_MS } from '@sellphones/contracts/schemas';
import { CONDITION_OPTIONS, EMPTY_PRODUCT, type AddProductValues } from './add-product-rules.ts';

/** A half-filled listing is kept this long on the seller's device. */
const DRAFT_LIFETIME_MS = 7 * 24 * 3600 * 1000;
/** Its photos only while the API still keeps unused uploads, with an hour to finish the form. */
const PHOTO_KEPT_MS = UNUSED_PHOTO_LIFETIME_MS - 3600 * 1000;

/** The form's values a draft keeps: everything typed or chosen (photos are kept as uploaded addresses). */
export type DraftValues = Omit<AddProductValues, 'image'>;

/** A photo already uploaded: the draft keeps its address, not the file. */
export interface KeptPhoto {
  url: string;
  uploadedAt: number;
  /** A smaller copy to show in the list (a listed photo's thumbnail); the photo itself otherwise. */
  preview?: string;
}

export interface ListingDraft {
  savedAt: number;
  values: DraftValues;
  photos: KeptPhoto[];
}

/** A draft read back; `photosGone` counts photos the API has deleted by now (choose them again). */
export interface RestoredDraft extends ListingDraft {
  photosGone: number;
}

/** Values as the form holds them, or as read back from the device (anything at all). */
export type StoredValues = Partial<Record<keyof DraftValues, unknown>>;

/** Its name among what the shell keeps on the device for the account. */
export const DRAFT_NAME = 'add-product-draft';

const TEXT_FIELDS = ['productName', 'originalPrice', 'resalePrice', 'usedYear', 'phone', 'imei', 'area', 'description'] as const;

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const oneOf = <T extends string>(value: unknown, choices: readonly T[]): T | '' =>
  choices.includes(value as T) ? (value as T) : '';

/**
 * The draft's values from what the form or the device holds, each kept only while it is still a
 * valid choice (a district of its division, a category the site lists).
 */
export function draftValues(stored: StoredValues): DraftValues {
  const typed = Object.fromEntries(TEXT_FIELDS.map((field) => [field, text(stored[field])])) as Pick<
    DraftValues,
    (typeof TEXT_FIELDS)[number]
  >;
  const division = text(stored.division);
  const district = text(stored.district);
  return {
    ...typed,
    categoryName: oneOf(stored.categoryName, CATEGORY_NAMES),
    condition: oneOf(stored.condition, CONDITION_OPTIONS),
    division: isDivisionId(division) ? division : '',
    district: isDivisionId(division) && isDistrictOf(district, division) ? district : '',
  };
}

function keptPhotos(stored: unknown): KeptPhoto[] {
  if (!Array.isArray(stored)) return [];
  return stored.flatMap((photo: { url?: unknown; uploadedAt?: unknown }) =>
    typeof photo?.url === 'string' && typeof photo.uploadedAt === 'number' ? [{ url: photo.url, uploadedAt: photo.uploadedAt }] : [],
  );
}

/** The seller's draft on this device, or null when there is none, it is too old or unreadable. */
export function readDraft(device: KeptOnDevice, now = Date.now()): RestoredDraft | null {
  let stored: { savedAt?: unknown; values?: unknown; photos?: unknown } | null;
  try {
    stored = JSON.parse(device.read(DRAFT_NAME) ?? 'null') as typeof stored;
  } catch {
    return null;
  }
  if (!stored || typeof stored.savedAt !== 'number' || typeof stored.values !== 'object' || stored.values === null) return null;
  if (now - stored.savedAt > DRAFT_LIFETIME_MS) {
    device.forget(DRAFT_NAME);
    return null;
  }
  const photos = keptPhotos(stored.photos);
  const fresh = photos.filter((photo) => now - photo.uploadedAt < PHOTO_KEPT_MS);
  return {
    savedAt: stored.savedAt,
    values: draftValues(stored.values as StoredValues),
    photos: fresh,
    photosGone: photos.length - fresh.length,
  };
}

/** True when nothing is typed, chosen or uploaded: such a form is not kept. */
export function isEmptyDraft({ values, photos }: Pick<ListingDraft, 'values' | 'photos'>): boolean {
  return photos.length === 0 && Object.entries(values).every(([field, value]) => value === EMPTY_PRODUCT[field as keyof DraftValues]);
}

/** Keeps the draft (an empty one is forgotten). False when the device would not keep it. */
export function writeDraft(device: KeptOnDevice, draft: ListingDraft): boolean {
  if (!isEmptyDraft(draft)) return device.write(DRAFT_NAME, JSON.stringify(draft));
  device.forget(DRAFT_NAME);
  return true;
}
