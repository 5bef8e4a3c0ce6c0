import { ReportFrame } from '#web/components/report/report-frame.tsx';
import { downloadSalesCsv, useReport } from '#web/features/reports/api/report.queries.ts';
import { ReportBody } from '#web/features/reports/components/report-body.tsx';

/** The store's sales of a range of days: totals, breakdowns, charts, CSV and print (/reports). */
export function ReportView() {
  return (
    <ReportFrame titleKey="reports.view.title" useReport={useReport} download={downloadSalesCsv}>
      {(data) => <ReportBody report={data} />}
    </ReportFrame>
  );
}
