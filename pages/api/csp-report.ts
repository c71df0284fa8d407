import { apiRoute, readJsonBody } from '@/lib/server/apiRoute';
import { CSP_REPORT_CONTENT_TYPES, CSP_REPORT_LIMIT_BYTES, summariseCspReports } from '@/lib/server/cspReport';
import { createCspReportLog } from '@/lib/server/cspReportLog';

/** The body is read by `readJsonBody` with its own 16 KiB limit and JSON errors. */
export const config = { api: { bodyParser: false } };

/** This instance's bounded log of violations. */
const cspReportLog = createCspReportLog();

/**
 * `POST /api/csp-report`: where browsers send Content-Security-Policy
 * violations (`report-uri` and `report-to`). 204 once logged as a bounded
 * summary; 400, 413 or 415 `{ error }` for anything else. Browsers post
 * reports from any page, so cross-site posts are accepted: the route reads
 * and changes no visitor state.
 */
export default apiRoute(
  {
    POST: async (request, response) => {
      const body = await readJsonBody(request, { limitBytes: CSP_REPORT_LIMIT_BYTES, contentTypes: CSP_REPORT_CONTENT_TYPES });
      cspReportLog.record(summariseCspReports(body));
      response.setHeader('Cache-Control', 'no-store');
      response.status(204).end();
    },
  },
  { crossSitePosts: 'allow' },
);
