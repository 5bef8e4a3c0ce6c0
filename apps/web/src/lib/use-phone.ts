import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';

/** Whether the panel is narrower than 600 px, where lists draw each row as a small card. */
export const usePhone = () => useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
