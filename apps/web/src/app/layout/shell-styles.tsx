import GlobalStyles from '@mui/material/GlobalStyles';
import { routerAnimationStyles } from './router-animation.ts';

// The skip link and the screens' entry animations exist only in the signed-in shell.
export const shellStyles = (
  <GlobalStyles
    styles={(theme) => ({
      '.skip-link': {
        position: 'absolute',
        left: 8,
        top: -48,
        zIndex: 2000,
        padding: '8px 12px',
        background: theme.palette.background.paper,
        color: theme.palette.text.primary,
        borderRadius: 4,
      },
      '.skip-link:focus': { top: 8 },
      ...routerAnimationStyles,
    })}
  />
);
