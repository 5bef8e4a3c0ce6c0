import type { RoleId } from '@vitrina/contract';

/** What each route of the router declares in its `handle`. */
export type RouteHandle = {
  titleKey?: string;
  roles?: readonly RoleId[];
};
