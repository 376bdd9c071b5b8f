import type { FastifyBaseLogger } from 'fastify';
import type { AmazonConnector } from './amazonConnector';

// The sandbox's demo seller (sandbox/amazon/demo.ts), reached over HTTP only.
const demoSellerId = 'A2SBXDEMOSELLER';

/**
 * With the sandbox beside a demo start, its demo seller is connected as if the seller had confirmed
 * the consent page (the code comes from the control API), so the Amazon screens have an account.
 */
export async function connectDemoSeller(connector: AmazonConnector, log: FastifyBaseLogger): Promise<void> {
  const response = await fetch(`${connector.config.apiUrl}/_control/authorization_codes`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ sellerId: demoSellerId, clientId: connector.config.clientId, redirectUri: connector.config.redirectUri }),
  });
  if (!response.ok) throw new Error(`Amazon sandbox control: ${response.status} ${await response.text()}`);
  const { code } = (await response.json()) as { code: string };
  const row = await connector.connect(code, demoSellerId);
  log.info({ account: row.id }, 'demo Amazon seller connected on the sandbox');
}
