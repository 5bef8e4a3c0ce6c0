// The sidebar's widths, apart from the sidebar itself: the shell reserves its place before the
// sidebar's code has loaded (app-layout.tsx).
export const SIDEBAR_WIDTH = 250;
export const SIDEBAR_MINI_WIDTH = 70;
