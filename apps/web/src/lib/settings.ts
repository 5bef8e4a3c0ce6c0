import { useSyncExternalStore } from 'react';

/** Router animations of SPEC.md §2's theme customizer. */
export const ROUTER_ANIMATIONS = [
  'slideInUp',
  'fadeIn',
  'slideInRight',
  'bounce',
  'lightSpeedIn',
  'pulse',
] as const;
export type RouterAnimation = (typeof ROUTER_ANIMATIONS)[number];

/**
 * Theme colours: `main` on light backgrounds (white text on it passes WCAG AA), `light` is
 * the same hue used in dark mode, where it sits under dark text.
 */
/**
 * Each theme colour's tones, and its accent (SPEC.md §9): a contrasting hue for what should catch
 * the eye beside the primary colour (the dashboard's figures), as a light-mode and a dark-mode
 * tone that white, resp. near-black, text reads on.
 */
export const THEME_COLORS = {
  purple: { main: '#4527a0', dark: '#311b92', light: '#b39ddb', accent: ['#b45309', '#fbbf24'] },
  blue: { main: '#1565c0', dark: '#0d47a1', light: '#90caf9', accent: ['#b45309', '#fbbf24'] },
  teal: { main: '#00695c', dark: '#004d40', light: '#80cbc4', accent: ['#ad1457', '#f48fb1'] },
  green: { main: '#2e7d32', dark: '#1b5e20', light: '#a5d6a7', accent: ['#6a1b9a', '#ce93d8'] },
  orange: { main: '#bf360c', dark: '#8c2a06', light: '#ffab91', accent: ['#1565c0', '#90caf9'] },
  pink: { main: '#ad1457', dark: '#880e4f', light: '#f48fb1', accent: ['#00695c', '#80cbc4'] },
} as const;
export type ThemeColor = keyof typeof THEME_COLORS;

/** Sidebar and header surfaces: the paper colour, a dark one, or the theme colour. */
export const SURFACES = ['light', 'dark', 'primary'] as const;
export type Surface = (typeof SURFACES)[number];

export const SIDEBAR_IMAGES = ['none', 'waves', 'mountains', 'dots', 'aurora'] as const;
export type SidebarImage = (typeof SIDEBAR_IMAGES)[number];

export type Settings = {
  themeColor: ThemeColor;
  sidebarColor: Surface;
  headerColor: Surface;
  animation: RouterAnimation;
  darkMode: boolean;
  collapsed: boolean;
  rtl: boolean;
  boxLayout: boolean;
  sidebarImage: SidebarImage;
};

export const DEFAULT_SETTINGS: Settings = {
  themeColor: 'purple',
  sidebarColor: 'light',
  headerColor: 'primary',
  animation: 'fadeIn',
  darkMode: false,
  collapsed: false,
  rtl: false,
  boxLayout: false,
  sidebarImage: 'none',
};

const STORAGE_KEY = 'settings';

const oneOf =
  <T extends string>(values: readonly T[]) =>
  (value: unknown): value is T =>
    typeof value === 'string' && (values as readonly string[]).includes(value);
const isBool = (value: unknown): value is boolean => typeof value === 'boolean';

const validators: { [K in keyof Settings]: (value: unknown) => value is Settings[K] } = {
  themeColor: oneOf(Object.keys(THEME_COLORS) as ThemeColor[]),
  sidebarColor: oneOf(SURFACES),
  headerColor: oneOf(SURFACES),
  animation: oneOf(ROUTER_ANIMATIONS),
  darkMode: isBool,
  collapsed: isBool,
  rtl: isBool,
  boxLayout: isBool,
  sidebarImage: oneOf(SIDEBAR_IMAGES),
};

/** Reads what was stored, keeping only values that are still valid (an old or edited entry cannot break the panel). */
function read(): Settings {
  const settings = { ...DEFAULT_SETTINGS };
  try {
    const stored = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '{}') as Record<string, unknown>;
    for (const key of Object.keys(validators) as (keyof Settings)[]) {
      const value = stored[key];
      if (validators[key](value)) (settings as Record<string, unknown>)[key] = value;
    }
  } catch {
    // Unreadable storage: defaults.
  }
  return settings;
}

const listeners = new Set<() => void>();
let current: Settings | null = null;

export function getSettings(): Settings {
  current ??= read();
  return current;
}

export function updateSettings(patch: Partial<Settings>): void {
  current = { ...getSettings(), ...patch };
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(current));
  } catch {
    // Private mode: the choice lasts for this page only.
  }
  for (const listener of listeners) listener();
}

export function resetSettings(): void {
  updateSettings({ ...DEFAULT_SETTINGS, rtl: getSettings().rtl });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === STORAGE_KEY || event.key === null) {
      current = null;
      for (const listener of listeners) listener();
    }
  });
}

export function useSettings(): Settings {
  return useSyncExternalStore(subscribe, getSettings);
}
