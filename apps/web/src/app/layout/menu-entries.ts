import type SvgIcon from '@mui/material/SvgIcon';
import { type PathKey, paths } from '#web/app/paths.ts';

export type SvgIconComponent = typeof SvgIcon;

export type MenuLink = {
  kind: 'link';
  /** i18n key of the entry text. */
  labelKey: string;
  to: string;
  icon?: SvgIconComponent;
  /** Other paths on which this entry counts as the current one. */
  alsoActiveOn?: readonly string[];
};

export type MenuGroup = {
  kind: 'group';
  labelKey: string;
  icon?: SvgIconComponent;
  items: readonly MenuLink[];
};

export type MenuEntry = MenuLink | MenuGroup;

export type MenuSection = {
  /** Optional section heading (SPEC.md §2: admin "general", delivery "store"). */
  titleKey?: string;
  entries: readonly MenuEntry[];
};

export const link = (
  labelKey: string,
  key: PathKey,
  icon?: SvgIconComponent,
  extra?: Partial<MenuLink>,
): MenuLink => ({
  kind: 'link',
  labelKey,
  to: paths[key].path,
  icon,
  ...extra,
});

export const group = (labelKey: string, icon: SvgIconComponent, items: MenuLink[]): MenuGroup => ({
  kind: 'group',
  labelKey,
  icon,
  items,
});

/** The ticket sales list by its filter (SPEC.md §2: pending, verified, rejected). */
export const ticketSales = (labelKey: string, filter: 'pending' | 'verified' | 'rejected'): MenuLink => ({
  kind: 'link',
  labelKey,
  to: `${paths.ticketSales.path}/${filter}`,
});

/** Every link of a menu, groups flattened (tests and the active-entry logic use it). */
export function menuLinks(sections: readonly MenuSection[]): MenuLink[] {
  return sections.flatMap((section) =>
    section.entries.flatMap((entry) => (entry.kind === 'group' ? [...entry.items] : [entry])),
  );
}

export function isLinkActive(entry: MenuLink, pathname: string): boolean {
  const matches = (target: string) => pathname === target || pathname.startsWith(`${target}/`);
  return matches(entry.to) || (entry.alsoActiveOn ?? []).some(matches);
}
