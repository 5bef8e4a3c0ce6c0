import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import type { HeaderAction } from './header-actions.tsx';
import { HeaderIcon } from './header-icon.tsx';

/** The header's actions as icons (screens from 600 px); the plan upgrade also names itself on wide ones. */
export function ActionIcons({ actions }: { actions: HeaderAction[] }) {
  return actions.map((action) =>
    action.to ? (
      <Button
        key={action.key}
        component={RouterLink}
        to={action.to}
        color="inherit"
        data-tour={action.tour}
        aria-label={action.label}
        sx={{ minWidth: 0, textTransform: 'none' }}
        startIcon={action.icon}
      >
        <Box component="span" sx={{ display: { xs: 'none', lg: 'inline' } }} aria-hidden="true">
          {action.label}
        </Box>
      </Button>
    ) : (
      <HeaderIcon
        key={action.key}
        label={action.label}
        onClick={action.onClick}
        href={action.href}
        data-tour={action.tour}
      >
        {action.icon}
      </HeaderIcon>
    ),
  );
}
