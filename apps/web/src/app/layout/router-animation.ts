import type { RouterAnimation } from '#web/lib/settings.ts';

/** Keyframes of the customizer's router animations; the screen wrapper gets `route-anim-<name>`. */
export const routerAnimationStyles = {
  '@keyframes vt-slideInUp': {
    from: { transform: 'translate3d(0, 24px, 0)', opacity: 0 },
    to: { transform: 'none', opacity: 1 },
  },
  '@keyframes vt-fadeIn': { from: { opacity: 0 }, to: { opacity: 1 } },
  '@keyframes vt-slideInRight': {
    from: { transform: 'translate3d(32px, 0, 0)', opacity: 0 },
    to: { transform: 'none', opacity: 1 },
  },
  '@keyframes vt-bounce': {
    '0%, 20%, 53%, 100%': { transform: 'none' },
    '40%, 43%': { transform: 'translate3d(0, -12px, 0)' },
    '70%': { transform: 'translate3d(0, -6px, 0)' },
    '90%': { transform: 'translate3d(0, -2px, 0)' },
  },
  '@keyframes vt-lightSpeedIn': {
    from: { transform: 'translate3d(40%, 0, 0) skewX(-20deg)', opacity: 0 },
    '60%': { transform: 'skewX(10deg)', opacity: 1 },
    '80%': { transform: 'skewX(-4deg)' },
    to: { transform: 'none' },
  },
  '@keyframes vt-pulse': {
    from: { transform: 'scale3d(1, 1, 1)' },
    '50%': { transform: 'scale3d(1.02, 1.02, 1.02)' },
    to: { transform: 'scale3d(1, 1, 1)' },
  },
  '[class*="route-anim-"]': { animationDuration: '0.45s', animationFillMode: 'both' },
  '.route-anim-slideInUp': { animationName: 'vt-slideInUp' },
  '.route-anim-fadeIn': { animationName: 'vt-fadeIn' },
  '.route-anim-slideInRight': { animationName: 'vt-slideInRight' },
  '.route-anim-bounce': { animationName: 'vt-bounce', animationDuration: '0.8s' },
  '.route-anim-lightSpeedIn': { animationName: 'vt-lightSpeedIn', animationTimingFunction: 'ease-out' },
  '.route-anim-pulse': { animationName: 'vt-pulse' },
  '@media (prefers-reduced-motion: reduce)': { '[class*="route-anim-"]': { animation: 'none' } },
} as const;

export function routerAnimationClass(animation: RouterAnimation): string {
  return `route-anim-${animation}`;
}
