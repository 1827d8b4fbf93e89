import { and, asc, desc, eq, ilike, inArray, isNull, or, sql, type Placeholder, type SQLWrapper } from 'drizzle-orm';
import type { Database, Transaction } from './database.ts';
import { releaseListingPhotos, releaseProfilePhoto } from './photo-uploads.repository.ts';
import { preparedPerDatabase } from './prepared-query.ts';
import { accountSearchText, activeAccountCounts, bookings, products, users, type UserRow } from './schema.ts';

/** The admin tables list buyers or sellers, never admins. */
export type ListedRole = 'buyer' | 'seller';

export const ACCOUNTS_PAGE_SIZE = 20;

export interface AccountListing {
  rows: Array<Pick<UserRow, 'id' | 'name' | 'email' | 'photoUrl' | 'createdAt'>>;
  total: number;
}

/** What the user typed is matched literally: %, _ and the escape character itself lose their meaning. */
export function likePattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Active (not deleted) accounts of a role. */
const activeOfRole = (role: ListedRole | Placeholder) => and(eq(users.role, role), isNull(users.disabledAt));

const accountColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  photoUrl: users.photoUrl,
  createdAt: users.createdAt,
};
// Newest first; the id breaks ties, so a row never shows on two pages.
const newestFirst = (t: { createdAt: SQLWrapper; id: SQLWrapper }) => [desc(t.createdAt), asc(t.id)];

const placeholders = { role: sql.placeholder('role'), pattern: sql.placeholder('pattern'), offset: sql.placeholder('offset') };

/**
 * The accounts of a role whose name or email matches a search, newest first, with how many match
 * (a window count: one read gives the page and its total). Every match is counted before the page
 * is ordered and cut: asked for in one step, PostgreSQL may walk the role's newest-first index and
 * test each account against the search, which reads the whole role when few accounts match.
 * Counted first, the matches come from the one trigram index over name and email
 * (users_search_text_trgm_idx).
 */
export function searchedAccounts(
  db: Database,
  { role, pattern, offset }: { role: ListedRole | Placeholder; pattern: string | Placeholder; offset: number | Placeholder },
) {
  const matched = db
    .select({ ...accountColumns, total: sql<number>`count(*) over ()`.mapWith(Number).as('total') })
    .from(users)
    .where(and(activeOfRole(role), ilike(accountSearchText(users), pattern)))
    .as('matched');
  return db
    .select()
    .from(matched)
    .orderBy(...newestFirst(matched))
    .limit(ACCOUNTS_PAGE_SIZE)
    .offset(offset);
}

/** How many active accounts a role has, as active_account_counts keeps it. */
const keptTotal = (db: Database, role: ListedRole | Placeholder) =>
  db.select({ total: activeAccountCounts.accounts }).from(activeAccountCounts).where(eq(activeAccountCounts.role, role));

/**
 * One page of the active accounts of a role, newest first, each row with the kept count
 * (active_account_counts) as its total: a page and its total in one round trip. It is read from
 * users_admin_table_idx alone, its OFFSET rows skipped there. It stays a query on one table:
 * PostgreSQL plans most pages anew (a plan for any offset looks dearer to it than one for the
 * first pages), and planning a join of the table with itself cost as much as running it.
 */
export function roleAccountsPage(db: Database, { role, offset }: { role: ListedRole | Placeholder; offset: number | Placeholder }) {
  return db
    .select({ ...accountColumns, total: sql<number>`${keptTotal(db, role)}`.mapWith(Number) })
    .from(users)
    .where(activeOfRole(role))
    .orderBy(...newestFirst(users))
    .limit(ACCOUNTS_PAGE_SIZE)
    .offset(offset);
}

/** The admin tables' reads, prepared (prepared-query.ts). */
const accountReads = preparedPerDatabase((db) => ({
  page: roleAccountsPage(db, placeholders).prepare('account_page'),
  total: keptTotal(db, placeholders.role).prepare('account_total'),
  searchedPage: searchedAccounts(db, placeholders).prepare('account_page_searched'),
}));

/** One page of active (not deleted) accounts of a role, newest first, optionally by name or email. */
export async function listAccounts(
  db: Database,
  role: ListedRole,
  options: { page: number; search: string | undefined },
): Promise<AccountListing> {
  const search = options.search?.trim();
  const reads = accountReads(db);
  const offset = (options.page - 1) * ACCOUNTS_PAGE_SIZE;
  if (search) {
    const pattern = likePattern(search);
    const rows = await reads.searchedPage.execute({ role, pattern, offset });
    if (rows.length > 0 || offset === 0) return { rows, total: rows[0]?.total ?? 0 };
    // A page past the last match carries no count: the first page's total is the total.
    const [first] = await reads.searchedPage.execute({ role, pattern, offset: 0 });
    return { rows, total: first?.total ?? 0 };
  }
  const rows = await reads.page.execute({ role, offset });
  if (rows.length > 0) return { rows, total: rows[0]!.total };
  // A page past the last account carries no count: it is read on its own.
  const [counted] = await reads.total.execute({ role });
  return { rows, total: counted?.total ?? 0 };
}

/** The account to delete, locked for the rest of the transaction so two deletions cannot interleave. */
export async function lockAccount(tx: Transaction, id: string): Promise<UserRow | undefined> {
  const [row] = await tx.select().from(users).where(eq(users.id, id)).for('update').limit(1);
  return row;
}

export interface DeletionSummary {
  cancelledBookings: number;
  removedProducts: number;
}

/**
 * Inside the caller's transaction: disables the account and ends its API sessions (token version),
 * cancels the unpaid bookings it made and those on its phones, and takes its unsold phones off the
 * listings and the home page (their photos to the sweep unless a booking shows them). Its
 * profile photo goes to the sweep. Paid bookings, payments and sold phones stay for the records.
 */
export async function disableAccount(tx: Transaction, id: string): Promise<DeletionSummary> {
  const now = new Date();
  const [disabled] = await tx
    .update(users)
    .set({ disabledAt: now, tokenVersion: sql`${users.tokenVersion} + 1` })
    .where(eq(users.id, id))
    .returning({ photoUrl: users.photoUrl });
  await releaseProfilePhoto(tx, id, disabled?.photoUrl ?? null);

  const sellersPhones = tx.select({ id: products.id }).from(products).where(eq(products.sellerId, id));
  const cancelled = await tx
    .update(bookings)
    .set({ status: 'cancelled' })
    .where(
      and(
        eq(bookings.status, 'unpaid'),
        or(eq(bookings.buyerId, id), inArray(bookings.productId, sellersPhones)),
      ),
    )
    .returning({ id: bookings.id });

  // A phone held for a booking that no longer exists is free for other buyers again.
  const cancelledIds = cancelled.map((booking) => booking.id);
  if (cancelledIds.length > 0) {
    await tx
      .update(products)
      .set({ heldByBookingId: null, heldUntil: null })
      .where(inArray(products.heldByBookingId, cancelledIds));
  }

  const removed = await tx
    .update(products)
    .set({ deletedAt: now, advertisedAt: null, heldByBookingId: null, heldUntil: null })
    .where(and(eq(products.sellerId, id), eq(products.status, 'available'), isNull(products.deletedAt)))
    .returning({ id: products.id, imageUrl: products.imageUrl, moreImageUrls: products.moreImageUrls });
  await releaseListingPhotos(tx, id, removed);

  return { cancelledBookings: cancelled.length, removedProducts: removed.length };
}
