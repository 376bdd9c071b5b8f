import type { FastifyInstance } from 'fastify';
import { badRequest, forbidden, notFound } from './apiErrors';
import { callerOf } from './requestGuard';
import type { MercadoLibreRuntime } from './runtime';
import { moveShipment } from './shipmentHistory';

/** A one-page PDF with the given lines of text: what a label printer receives. */
export function labelPdf(lines: string[]): Buffer {
  const escape = (line: string) => line.replace(/[\\()]/g, (char) => `\\${char}`);
  const stream = `BT /F1 14 Tf 40 380 Td 18 TL ${lines.map((line) => `(${escape(line)}) '`).join(' ')} ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 288 432] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(stream)} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets = objects.map((object, index) => {
    const offset = Buffer.byteLength(pdf);
    pdf += `${index + 1} 0 obj\n${object}\nendobj\n`;
    return offset;
  });
  const xref = Buffer.byteLength(pdf);
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')}`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

/**
 * `GET /shipment_labels`: Mercado Envíos 2 labels of shipments ready to ship (Full ships itself: no
 * label). Printing moves `ready_to_print` to `printed`, as on MercadoLibre.
 */
export function registerShipmentLabelRoutes(app: FastifyInstance, runtime: MercadoLibreRuntime): void {
  app.get<{ Querystring: { shipment_ids?: string; response_type?: string } }>('/shipment_labels', async (request, reply) => {
    const { userId } = callerOf(request);
    const ids = (request.query.shipment_ids ?? '').split(',').filter(Boolean);
    if (ids.length === 0) throw badRequest('shipment_ids is required');
    const responseType = request.query.response_type ?? 'pdf';
    if (responseType !== 'pdf' && responseType !== 'zpl2') throw badRequest(`Invalid response_type ${responseType}`);
    const shipments = ids.map((id) => {
      const shipment = runtime.state.shipments.get(Number(id));
      if (!shipment) throw notFound(`Shipment ${id} not found`);
      if (shipment.sellerId !== userId) throw forbidden(`Caller is not allowed to access shipment ${id}`);
      const logistic = shipment.body.logistic as { mode?: string; type?: string };
      if (logistic.mode !== 'me2' || logistic.type === 'fulfillment')
        throw badRequest(`Shipment ${id} has no label: its logistic is ${String(logistic.type)}`, 'not_printable');
      if (shipment.body.status !== 'ready_to_ship') throw badRequest(`Shipment ${id} is ${String(shipment.body.status)}, not ready_to_ship`, 'not_printable');
      return shipment;
    });
    const now = runtime.state.nowIso();
    for (const shipment of shipments) {
      if (shipment.body.substatus !== 'ready_to_print') continue;
      moveShipment(shipment.body, 'ready_to_ship', 'printed', now);
      runtime.webhooks.notify('shipments', `/shipments/${shipment.id}`, shipment.sellerId);
    }
    const lines = shipments.map((shipment) => `Envio ${shipment.id} - venta ${shipment.orderId}`);
    if (responseType === 'zpl2') return reply.type('text/plain').send(shipments.map((shipment) => `^XA^FO50,50^FDEnvio ${shipment.id}^FS^XZ`).join('\n'));
    return reply.type('application/pdf').header('content-disposition', 'attachment; filename="Etiqueta.pdf"').send(labelPdf(lines));
  });
}
