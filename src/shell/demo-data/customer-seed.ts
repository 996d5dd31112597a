// A small stable number per customer id, so each customer gets its own mix of sample records.
export function customerSeed(customerId: string): number {
  return [...customerId].reduce((sum, character) => sum + character.charCodeAt(0), 0);
}

/** Picks `count` distinct items from the list, starting at a seed-dependent position. */
export function pickForCustomer<T>(customerId: string, list: readonly T[], count: number): T[] {
  const start = customerSeed(customerId) % list.length;
  return Array.from(
    { length: Math.min(count, list.length) },
    (_, index) => list[(start + index * 2) % list.length]!,
  ).filter((item, index, picked) => picked.indexOf(item) === index);
}
