import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { invalidInput, notFound } from './apiErrors';
import { ListingSubmissions } from './listingSubmissions';
import { processListingsFeed } from './listingsFeed';
import { documentUrl, laterOn, processOnClock, stillProcessing } from './processingClock';
import { requireMexico } from './requestGuard';
import type { AmazonRuntime } from './runtime';
import type { Feed } from './types';

const base = '/feeds/2021-06-30';
const feedTypes = ['JSON_LISTINGS_FEED'];

/**
 * Feeds API 2021-06-30: a document is created and uploaded, a feed points at it, and the feed
 * goes IN_QUEUE → IN_PROGRESS → DONE (or FATAL) on the sandbox's clock, its report a new document.
 */
export function registerFeedRoutes(app: FastifyInstance, runtime: AmazonRuntime, prefix: string, timers: Set<NodeJS.Timeout>): void {
  const { state } = runtime;
  const submissions = new ListingSubmissions(state);
  const later = laterOn(timers);
  const finish = (feed: Feed) => {
    const report = processListingsFeed(submissions, feed.sellerId, feed.feedId, state.documents.get(feed.inputFeedDocumentId)?.content);
    const resultId = `amzn1.tortuga.4.na.${randomUUID()}`;
    state.documents.set(resultId, {
      sellerId: feed.sellerId,
      contentType: 'application/json',
      content: JSON.stringify(
        report ?? {
          header: { feedId: feed.feedId },
          issues: [{ messageId: 0, code: '100001', severity: 'ERROR', message: 'The feed document is not a valid JSON_LISTINGS_FEED' }],
        },
      ),
    });
    Object.assign(feed, { processingStatus: report ? 'DONE' : 'FATAL', processingEndTime: new Date().toISOString(), resultFeedDocumentId: resultId });
  };
  for (const feed of state.feeds.values()) if (stillProcessing(feed)) processOnClock(later, state.settings.feedProcessingMs, feed, finish);
  const ownFeed = (feedId: string, sellerId: string) => {
    const feed = state.feeds.get(feedId);
    if (!feed || feed.sellerId !== sellerId) throw notFound(`Feed ${feedId} not found`);
    return feed;
  };

  app.post<{ Body: { contentType?: string } }>(`${base}/documents`, { config: { operation: 'createFeedDocument' } }, async (request, reply) => {
    if (typeof request.body?.contentType !== 'string') throw invalidInput('contentType is required');
    const feedDocumentId = `amzn1.tortuga.4.na.${randomUUID()}`;
    state.documents.set(feedDocumentId, { sellerId: request.sellerId, contentType: request.body.contentType });
    return reply.code(201).send({ feedDocumentId, url: documentUrl(request, prefix, feedDocumentId) });
  });

  app.get<{ Params: { id: string } }>(`${base}/documents/:id`, { config: { operation: 'getFeedDocument' } }, async (request) => {
    const document = state.documents.get(request.params.id);
    if (!document || document.sellerId !== request.sellerId) throw notFound(`Document ${request.params.id} not found`);
    return { feedDocumentId: request.params.id, url: documentUrl(request, prefix, request.params.id) };
  });

  app.post<{ Body: { feedType?: string; marketplaceIds?: string[]; inputFeedDocumentId?: string } }>(
    `${base}/feeds`,
    { config: { operation: 'createFeed' } },
    async (request, reply) => {
      const { feedType, marketplaceIds, inputFeedDocumentId } = request.body ?? {};
      requireMexico(Array.isArray(marketplaceIds) ? marketplaceIds.join(',') : undefined);
      if (!feedType || !feedTypes.includes(feedType)) throw invalidInput(`Unsupported feedType ${feedType}`);
      const document = inputFeedDocumentId ? state.documents.get(inputFeedDocumentId) : undefined;
      if (!document || document.sellerId !== request.sellerId) throw invalidInput('inputFeedDocumentId is not a document of this seller');
      const feed: Feed = {
        sellerId: request.sellerId,
        feedId: String(50_000_000_000 + state.nextNumber()),
        feedType,
        marketplaceIds: marketplaceIds!,
        inputFeedDocumentId: inputFeedDocumentId!,
        createdTime: new Date().toISOString(),
        processingStatus: 'IN_QUEUE',
      };
      state.feeds.set(feed.feedId, feed);
      processOnClock(later, state.settings.feedProcessingMs, feed, finish);
      return reply.code(202).send({ feedId: feed.feedId });
    },
  );

  app.get<{ Params: { feedId: string } }>(`${base}/feeds/:feedId`, { config: { operation: 'getFeed' } }, async (request) => {
    const { sellerId: _owner, inputFeedDocumentId: _input, ...feed } = ownFeed(request.params.feedId, request.sellerId);
    return feed;
  });
}

/** The pre-signed document URLs: the upload takes the body as it comes, the download answers it as stored. */
export async function registerDocumentStorage(app: FastifyInstance, runtime: AmazonRuntime): Promise<void> {
  await app.register(async (storage) => {
    storage.removeAllContentTypeParsers();
    storage.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => done(null, body));
    storage.put<{ Params: { id: string }; Body: string }>('/_documents/:id', async (request, reply) => {
      const document = runtime.state.documents.get(request.params.id);
      if (!document) return reply.code(404).send('NoSuchKey');
      document.content = String(request.body ?? '');
      return reply.code(200).send();
    });
    storage.get<{ Params: { id: string } }>('/_documents/:id', async (request, reply) => {
      const document = runtime.state.documents.get(request.params.id);
      if (document?.content === undefined) return reply.code(404).send('NoSuchKey');
      return reply.type(document.contentType).send(document.content);
    });
  });
}
