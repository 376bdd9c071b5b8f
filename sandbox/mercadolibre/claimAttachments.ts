import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { badRequest } from './apiErrors';
import { requireSellerAction } from './claimActions';
import { callerOf } from './requestGuard';
import type { MercadoLibreState } from './state';
import type { Claim, ClaimAttachment } from './types';

/** The files a claim accepts, by extension and declared type, and their size limit. */
const acceptedTypes: Record<string, string[]> = {
  jpg: ['image/jpeg'],
  jpeg: ['image/jpeg'],
  png: ['image/png'],
  pdf: ['application/pdf'],
};
export const maxAttachmentBytes = 5 * 1024 * 1024;

/** Checks a file sent to a claim (extension and type first, then size) and keeps its description. */
export function attachFile(
  state: MercadoLibreState,
  claim: Claim,
  file: { filename: string; mimetype: string; size: number; truncated: boolean },
): ClaimAttachment {
  const extension = file.filename.split('.').pop()?.toLowerCase() ?? '';
  if (!acceptedTypes[extension]?.includes(file.mimetype))
    throw badRequest(
      `The file must be a ${Object.keys(acceptedTypes).join(', ')} file of its own type (got ${file.filename}, ${file.mimetype})`,
      'invalid_file_type',
    );
  if (file.truncated || file.size > maxAttachmentBytes) throw badRequest(`The file must weigh at most ${maxAttachmentBytes} bytes`, 'file_too_large');
  if (file.size === 0) throw badRequest('The file is empty', 'empty_file');
  const now = state.nowIso();
  const attachment = {
    filename: `${claim.id}-${(claim.attachments?.length ?? 0) + 1}.${extension}`,
    originalFilename: file.filename,
    size: file.size,
    type: file.mimetype,
    dateCreated: now,
  };
  claim.attachments = [...(claim.attachments ?? []), attachment];
  claim.lastUpdated = now;
  return attachment;
}

/**
 * `POST /post-purchase/v1/claims/{id}/attachments`, multipart with one `file`: the seller sends a file
 * to the claim (a photo, an invoice) when `send_attachments` is offered; answers `{user_id, filename}`,
 * the name evidence refers to.
 */
export function registerClaimAttachmentRoute(
  app: FastifyInstance,
  state: MercadoLibreState,
  sellerClaimOf: (id: string, userId: number) => Claim,
  attached: (claim: Claim) => void,
): void {
  void app.register(async (scope) => {
    await scope.register(multipart, { limits: { files: 1, fileSize: maxAttachmentBytes, parts: 5 } });
    scope.post<{ Params: { id: string } }>('/post-purchase/v1/claims/:id/attachments', async (request, reply) => {
      const { userId } = callerOf(request);
      const claim = sellerClaimOf(request.params.id, userId);
      requireSellerAction(state, claim, 'send_attachments');
      if (!request.isMultipart()) throw badRequest('The body must be multipart/form-data with a file field');
      const part = await request.file();
      if (!part) throw badRequest('The file field is missing');
      // Reading past the size limit rejects: such a file is refused as too large.
      const content = await part.toBuffer().catch(() => null);
      const attachment = attachFile(state, claim, {
        filename: part.filename,
        mimetype: part.mimetype,
        size: content?.length ?? maxAttachmentBytes + 1,
        truncated: content === null || part.file.truncated,
      });
      attached(claim);
      return reply.code(201).send({ user_id: userId, filename: attachment.filename });
    });
  });
}
