import { ReportFrame, useReportRange } from '../../../../components/report/report-frame.tsx';
import { downloadSalesCsv, useReport } from '../../api/report.queries.ts';
import { ReportBody } from '../../components/report-body.tsx';

/** The store's sales of a range of days: totals, breakdowns, charts, CSV and print (/reports). */
export function ReportView() {
  const [range, setRange] = useReportRange();
  const report = useReport(range);
  return (
    <ReportFrame
      titleKey="reports.view.title"
      range={range}
      onRange={setRange}
      report={report}
      download={downloadSalesCsv}
    >
      {(data) => <ReportBody report={data} />}
    </ReportFrame>
  );
}
