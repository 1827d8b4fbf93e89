/**
 * Where the keyboard goes when the item at index `at` leaves a list: the first item after it that
 * `canTakeFocus`, else the nearest one before it; undefined when none is left (the caller then
 * picks the page's heading or search box). Forward first keeps the order a user was reading in.
 */
export function neighbourOf<Item>(
  list: readonly Item[],
  at: number,
  canTakeFocus: (one: Item) => boolean = () => true,
): Item | undefined {
  if (at < 0 || at >= list.length) return undefined;
  return list.slice(at + 1).find(canTakeFocus) ?? list.slice(0, at).reverse().find(canTakeFocus);
}
