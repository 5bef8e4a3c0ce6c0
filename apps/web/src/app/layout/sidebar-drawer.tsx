import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import Toolbar from '@mui/material/Toolbar';
import type { RoleId } from '@vitrina/contract';
import type { Settings } from '#web/lib/settings.ts';
import { menuClasses, SIDEBAR_MINI_WIDTH, SIDEBAR_WIDTH, SidebarMenu } from './sidebar.tsx';
import { sidebarImages } from './sidebar-images.ts';

const hidden = { [`& .${menuClasses.text}, & .${menuClasses.heading}`]: { opacity: 0 } };
const hiddenNested = { [`& .${menuClasses.nested}`]: { display: 'none' } };

type SidebarDrawerProps = {
  role: RoleId;
  /** Below 600 px: a drawer that slides over the content (SPEC.md §2). */
  mobile: boolean;
  mobileOpen: boolean;
  onCloseMobile: () => void;
  /** Desktop: folded to the 70 px mini variant. */
  collapsed: boolean;
  background: string;
  image: Settings['sidebarImage'];
};

/** The role menu: 250 px, folded to 70 px on desktop, a temporary drawer on a phone. */
export function SidebarDrawer({
  role,
  mobile,
  mobileOpen,
  onCloseMobile,
  collapsed,
  background,
  image,
}: SidebarDrawerProps) {
  // Inlined SVGs are data URLs with quotes and spaces: the url() needs its own quotes.
  const paper = {
    backgroundColor: background,
    backgroundImage:
      image === 'none'
        ? 'none'
        : `linear-gradient(rgba(18, 18, 30, 0.78), rgba(18, 18, 30, 0.78)), url("${sidebarImages[image]}")`,
    backgroundSize: 'cover',
    backgroundPosition: 'center',
  };
  return (
    <Box
      component="aside"
      sx={{
        width: { sm: collapsed ? SIDEBAR_MINI_WIDTH : SIDEBAR_WIDTH },
        flexShrink: { sm: 0 },
        transition: 'width 0.2s',
      }}
    >
      {mobile ? (
        <Drawer
          variant="temporary"
          open={mobileOpen}
          onClose={onCloseMobile}
          sx={{ '& .MuiDrawer-paper': { width: SIDEBAR_WIDTH, ...paper } }}
        >
          <Toolbar />
          <SidebarMenu role={role} onNavigate={onCloseMobile} />
        </Drawer>
      ) : (
        <Drawer
          variant="permanent"
          open
          data-collapsed={collapsed ? 'true' : 'false'}
          sx={{
            '& .MuiDrawer-paper': {
              width: collapsed ? SIDEBAR_MINI_WIDTH : SIDEBAR_WIDTH,
              boxSizing: 'border-box',
              overflowX: 'hidden',
              ...paper,
              transition: 'width 0.2s',
              ...(collapsed && {
                ...hidden,
                ...hiddenNested,
                // The mini sidebar opens over the content while the pointer or the focus is in it.
                '&:hover, &:focus-within': {
                  width: SIDEBAR_WIDTH,
                  boxShadow: 8,
                  [`& .${menuClasses.text}, & .${menuClasses.heading}`]: { opacity: 1 },
                  [`& .${menuClasses.nested}`]: { display: 'block' },
                },
              }),
            },
          }}
        >
          <Toolbar />
          <SidebarMenu role={role} />
        </Drawer>
      )}
    </Box>
  );
}
