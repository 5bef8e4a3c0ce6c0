import aurora from '../../assets/sidebar/aurora.svg';
import dots from '../../assets/sidebar/dots.svg';
import mountains from '../../assets/sidebar/mountains.svg';
import waves from '../../assets/sidebar/waves.svg';
import type { SidebarImage } from '../../lib/settings.ts';

/** The four bundled sidebar backgrounds of the theme customizer (small SVGs made for Vitrina). */
export const sidebarImages: Record<Exclude<SidebarImage, 'none'>, string> = {
  waves,
  mountains,
  dots,
  aurora,
};
