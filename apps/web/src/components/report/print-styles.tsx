import GlobalStyles from '@mui/material/GlobalStyles';

/**
 * While the report is on screen, printing shows only the report: the header, the sidebar and
 * the buttons go, and the scrolling frame of the layout lets the page run over several sheets.
 */
export function ReportPrintStyles() {
  return (
    <GlobalStyles
      styles={{
        '@media print': {
          '.MuiAppBar-root, aside, .skip-link, .notistack-SnackbarContainer, .no-print': {
            display: 'none !important',
          },
          'html, body, #root': { height: 'auto !important', overflow: 'visible !important' },
          'div:has(> #main-content)': { display: 'block !important', height: 'auto !important' },
          '#main-content': { overflow: 'visible !important' },
          '#main-content > .MuiToolbar-root': { display: 'none !important' },
          '.report-card': { breakInside: 'avoid' },
        },
        '@page': { margin: '12mm' },
      }}
    />
  );
}
