import type { FastifyInstance } from 'fastify';
import { claimAttachmentTypes, maxClaimAttachmentBytes } from '../../../resources/mercadolibre/claimActionForms';
import { mercadoLibreClaims as declaration, type MercadoLibreClaim } from '../../../resources/mercadolibre/claims';
import { ApiError } from '../../http/errors';
import { invalidField } from '../../http/fieldMessages';
import { claimPath, refreshClaim } from './claimRecording';
import type { MercadoLibreFeature } from './mercadoLibreFeature';
import { answering, errorResponses } from './routeSupport';

interface AttachmentBody {
  file_name: string;
  content_base64: string;
}

const invalidFile = (message: string, field: keyof AttachmentBody) => new ApiError(400, 'validation', message, { [field]: invalidField });
/** Base64 writes 3 bytes as 4 characters. */
const maxBase64Length = Math.ceil(maxClaimAttachmentBytes / 3) * 4;

/** The file's type from its extension; refused when MercadoLibre would not take it, or when it is empty or too large. */
function checkedFile(body: AttachmentBody): { type: string; content: Buffer } {
  const extension = body.file_name.split('.').pop()?.toLowerCase() ?? '';
  const type = claimAttachmentTypes[extension];
  if (!type)
    throw invalidFile(`El archivo debe ser ${Object.keys(claimAttachmentTypes).join(', ')}`, 'file_name').worded('attachment_type', {
      types: Object.keys(claimAttachmentTypes).join(', '),
    });
  const content = Buffer.from(body.content_base64, 'base64');
  if (content.length === 0) throw invalidFile('El archivo está vacío', 'content_base64').worded('file_empty');
  if (content.length > maxClaimAttachmentBytes)
    throw invalidFile(`El archivo pesa más de ${maxClaimAttachmentBytes / 1024 / 1024} MB`, 'content_base64').worded('attachment_too_large', {
      megabytes: maxClaimAttachmentBytes / 1024 / 1024,
    });
  return { type, content };
}

/**
 * `POST {id}/attachments` `{file_name, content_base64}`: the seller sends a file (a photo, an invoice,
 * a shipping receipt) to the claim when MercadoLibre offers `send_attachments`. It goes to MercadoLibre
 * as multipart; the answer is the claim as now stored and the name MercadoLibre gave the file, which
 * shipping evidence refers to.
 */
export function registerClaimAttachmentRoute(
  app: FastifyInstance,
  feature: MercadoLibreFeature,
  requireOffered: (claim: MercadoLibreClaim, action: string) => void,
): void {
  app.post<{ Params: { id: number }; Body: AttachmentBody }>(
    `/${declaration.path}:id/attachments`,
    {
      bodyLimit: maxBase64Length + 4096,
      schema: {
        tags: [declaration.name],
        params: { type: 'object', required: ['id'], properties: { id: { type: 'integer', minimum: 1 } } },
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['file_name', 'content_base64'],
          properties: {
            file_name: { type: 'string', minLength: 1, maxLength: 200, pattern: '\\S' },
            content_base64: { type: 'string', minLength: 1, maxLength: maxBase64Length, pattern: '^[A-Za-z0-9+/]+={0,2}$' },
          },
        },
        response: errorResponses,
      },
      config: { requiredFields: new Set(['file_name', 'content_base64']) },
    },
    async (request) => {
      const { type, content } = checkedFile(request.body);
      const claim = await feature.claims.get(request.params.id);
      requireOffered(claim, 'send_attachments');
      const account = await feature.accountFor(claim.account_id);
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(content)], { type }), request.body.file_name);
      return answering(async () => {
        const sent = await feature.connector.request<{ filename: string }>(Number(account.id), {
          method: 'POST',
          path: `${claimPath(claim.ml_id)}/attachments`,
          multipart: form,
          idempotent: false,
        });
        return { filename: sent.filename, claim: await refreshClaim(feature, account, claim.ml_id) };
      });
    },
  );
}
