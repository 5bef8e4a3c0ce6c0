/** The keys of `T` whose values are ids: a number, or null where a row may point at none. */
type IdKey<T> = { [K in keyof T]-?: T[K] extends number | null ? K : never }[keyof T];

/**
 * The ids `rows` hold in `key`, leaving out the rows that point at none: what a batch of names
 * or cards is looked up by (`userNames(tx, idsOf(history, 'actorUserId'))`).
 */
export function idsOf<T>(rows: readonly T[], key: IdKey<T>): number[] {
  return rows.flatMap((row) => {
    const id = row[key] as number | null;
    return id === null ? [] : [id];
  });
}
