import { ReportFrame } from '../../../../components/report/report-frame.tsx';
import { downloadRangeCsv } from '../../../../lib/csv-download.ts';
import type { DateRange } from '../../../../lib/dates.ts';
import { useShipmentReport } from '../../api/shipment.queries.ts';
import { ShipmentReportBody } from '../../components/shipment-report-body.tsx';

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
