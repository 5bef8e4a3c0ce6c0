import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type ScreenTitleProps = {
  /** i18n key of the screen's title. */
  titleKey: string;
  children?: ReactNode;
};

/** The heading every panel screen starts with; screens still to be built show only this. */
export function ScreenTitle({ titleKey, children }: ScreenTitleProps) {
  const { t } = useTranslation();
  return (
    <Box component="section" aria-labelledby="screen-title">
      <Typography id="screen-title" variant="h4" component="h1" gutterBottom>
        {t(titleKey)}
      </Typography>
      {children}
    </Box>
  );
}
