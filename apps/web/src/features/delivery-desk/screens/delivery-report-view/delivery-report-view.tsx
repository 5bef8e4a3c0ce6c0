import { ReportFrame } from '#web/components/report/report-frame.tsx';
import { useShipmentReport } from '#web/features/delivery-desk/api/shipment.queries.ts';
import { ShipmentReportBody } from '#web/features/delivery-desk/components/shipment-report-body.tsx';
import { downloadRangeCsv } from '#web/lib/csv-download.ts';
import type { DateRange } from '#web/lib/dates.ts';

/** GET deliver/report/export: the company's shipments of the range as CSV. */
const downloadShipmentsCsv = (range: DateRange) => downloadRangeCsv('deliver/report/export', 'envios', range);

/** The company's shipments and charges of a range of days, per store and courier; CSV and print (/delivery-reports). */
export function DeliveryReportView() {
  return (
    <ReportFrame
      titleKey="delivery.reports.title"
      useReport={useShipmentReport}
      download={downloadShipmentsCsv}
    >
      {(data) => <ShipmentReportBody report={data} />}
    </ReportFrame>
  );
}
