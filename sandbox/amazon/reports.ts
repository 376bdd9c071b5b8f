import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { invalidInput, notFound } from './apiErrors';
import { documentUrl, laterOn, processOnClock, stillProcessing } from './processingClock';
import { requireMexico } from './requestGuard';
import { returnsFlatFile, returnsReportType } from './returnsReport';
import type { AmazonRuntime } from './runtime';
import type { Report } from './types';

const base = '/reports/2021-06-30';

interface CreateReportBody {
  reportType?: string;
  marketplaceIds?: string[];
  dataStartTime?: string;
  dataEndTime?: string;
}

function isoTime(value: string | undefined, name: string, fallback: string): string {
  if (value === undefined) return fallback;
  const time = Date.parse(value);
  if (Number.isNaN(time)) throw invalidInput(`Invalid ${name}: ${value}`, 'Dates are ISO 8601');
  return new Date(time).toISOString();
}

/**
 * Reports API 2021-06-30 for the returns report: a report is requested, goes IN_QUEUE →
 * IN_PROGRESS → DONE on the sandbox's clock, and its document (a tab-separated flat file, read
 * when the report is done) is downloaded from the URL `getReportDocument` gives.
 */
export function registerReportRoutes(app: FastifyInstance, runtime: AmazonRuntime, prefix: string, timers: Set<NodeJS.Timeout>): void {
  const { state } = runtime;
  const later = laterOn(timers);
  const finish = (report: Report) => {
    const documentId = `amzn1.spdoc.1.4.na.${randomUUID()}`;
    state.documents.set(documentId, {
      sellerId: report.sellerId,
      contentType: 'text/tab-separated-values;charset=UTF-8',
      content: returnsFlatFile(state.returns, report.sellerId, report.dataStartTime, report.dataEndTime),
    });
    Object.assign(report, { processingStatus: 'DONE', processingEndTime: new Date().toISOString(), reportDocumentId: documentId });
  };
  for (const report of state.reports.values()) if (stillProcessing(report)) processOnClock(later, state.settings.reportProcessingMs, report, finish);

  app.post<{ Body: CreateReportBody }>(`${base}/reports`, { config: { operation: 'createReport' } }, async (request, reply) => {
    const { reportType, marketplaceIds, dataStartTime, dataEndTime } = request.body ?? {};
    requireMexico(Array.isArray(marketplaceIds) ? marketplaceIds.join(',') : undefined);
    if (reportType !== returnsReportType) throw invalidInput(`Invalid reportType ${reportType}`);
    const now = new Date().toISOString();
    const end = isoTime(dataEndTime, 'dataEndTime', now);
    const start = isoTime(dataStartTime, 'dataStartTime', end);
    if (start > end || end > now) throw invalidInput('dataStartTime must be before dataEndTime, and neither in the future');
    const report: Report = {
      sellerId: request.sellerId,
      reportId: String(60_000_000_000 + state.nextNumber()),
      reportType,
      marketplaceIds: marketplaceIds!,
      dataStartTime: start,
      dataEndTime: end,
      createdTime: now,
      processingStatus: 'IN_QUEUE',
    };
    state.reports.set(report.reportId, report);
    processOnClock(later, state.settings.reportProcessingMs, report, finish);
    return reply.code(202).send({ reportId: report.reportId });
  });

  app.get<{ Params: { reportId: string } }>(`${base}/reports/:reportId`, { config: { operation: 'getReport' } }, async (request) => {
    const report = state.reports.get(request.params.reportId);
    if (!report || report.sellerId !== request.sellerId) throw notFound(`Report ${request.params.reportId} not found`);
    const { sellerId: _owner, ...answer } = report;
    return answer;
  });

  app.get<{ Params: { id: string } }>(`${base}/documents/:id`, { config: { operation: 'getReportDocument' } }, async (request) => {
    const document = state.documents.get(request.params.id);
    if (!document || document.sellerId !== request.sellerId) throw notFound(`Document ${request.params.id} not found`);
    return { reportDocumentId: request.params.id, url: documentUrl(request, prefix, request.params.id) };
  });
}
