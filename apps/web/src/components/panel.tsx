import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

type PanelProps = {
  title: string;
  /** Id of the heading, which names the section for screen readers. */
  id: string;
  children: ReactNode;
  /** A link or a figure at the heading's end. */
  action?: ReactNode;
  /** e.g. `report-card`, which the print styles keep on one page. */
  className?: string;
  /** h2 on a screen's own sections; h3 under a heading of the screen's subject (a sale's sections). */
  headingLevel?: 'h2' | 'h3';
};

/** A titled section of a dashboard or report. */
export function Panel({ title, id, children, action, className, headingLevel = 'h2' }: PanelProps) {
  return (
    <Card
      variant="outlined"
      component="section"
      aria-labelledby={id}
      className={className}
      sx={{ height: '100%' }}
    >
      <CardContent>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline', mb: 1 }}>
          <Typography id={id} variant="h6" component={headingLevel}>
            {title}
          </Typography>
          {action}
        </Stack>
        {children}
      </CardContent>
    </Card>
  );
}
