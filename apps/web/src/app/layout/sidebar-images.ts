import aurora from '#web/assets/sidebar/aurora.svg';
import dots from '#web/assets/sidebar/dots.svg';
import mountains from '#web/assets/sidebar/mountains.svg';
import waves from '#web/assets/sidebar/waves.svg';
import type { SidebarImage } from '#web/lib/settings.ts';

/** The four bundled sidebar backgrounds of the theme customizer (small SVGs made for Vitrina). */
export const sidebarImages: Record<Exclude<SidebarImage, 'none'>, string> = {
  waves,
  mountains,
  dots,
  aurora,
};
