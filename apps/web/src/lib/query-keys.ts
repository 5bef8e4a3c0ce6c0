import { type QueryKey, useQueryClient } from '@tanstack/react-query';

/**
 * The one shape of TanStack Query keys (Medusa admin's `queryKeysFactory`):
 * `all` ⊃ `lists()` ⊃ `list(params)` and `all` ⊃ `details()` ⊃ `detail(id)`, so a mutation
 * invalidates `lists()` and `detail(id)` and every page, filter and store of that entity follows.
 * Keys of things that are neither a list nor a detail (lookups, figures) hang under `all`
 * through `extend`.
 */
export function queryKeysFactory<const TName extends string>(name: TName) {
  const all = [name] as const;
  const lists = () => [...all, 'list'] as const;
  const details = () => [...all, 'detail'] as const;
  return {
    all,
    lists,
    list: <const TParams extends readonly unknown[]>(...params: TParams) => [...lists(), ...params] as const,
    details,
    detail: <const TId extends readonly unknown[]>(...id: TId) => [...details(), ...id] as const,
    /** A key of another kind under this entity, e.g. `extend('geo', 'states', 12)`. */
    extend: <const TRest extends readonly unknown[]>(...rest: TRest) => [...all, ...rest] as const,
  };
}

export type QueryKeys = ReturnType<typeof queryKeysFactory>;

/**
 * What a mutation of an entity invalidates: every list, and the detail of the one it changed
 * (pass its id; a create has none yet). `alsoShownIn` are other keys whose screens show this entity.
 */
export function useInvalidateEntity(keys: QueryKeys, ...alsoShownIn: QueryKey[]) {
  const queryClient = useQueryClient();
  return (...id: unknown[]) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: keys.lists() }),
      id.length > 0 ? queryClient.invalidateQueries({ queryKey: keys.detail(...id) }) : null,
      ...alsoShownIn.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
    ]);
}
