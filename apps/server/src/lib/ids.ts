/**
 * The ids `rows` point at through `pick`, leaving out the rows that point at none: what a
 * batch of names or cards is looked up by (`userNames(tx, idsOf(history, (h) => h.actorUserId))`).
 */
export function idsOf<T>(rows: readonly T[], pick: (row: T) => number | null): number[] {
  return rows.flatMap((row) => {
    const id = pick(row);
    return id === null ? [] : [id];
  });
}
