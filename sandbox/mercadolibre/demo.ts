import { type DemoActivityOptions, everyNowAndThen } from '../demoPace';
import { createSeller } from './accounts';
import { openClaim } from './claims';
import { addMessage, conversationOfOrder } from './conversations';
import { buildItem } from './itemBuilder';
import { placeOrder } from './orderPlacement';
import { askQuestion } from './questions';
import type { MercadoLibreRuntime } from './runtime';
import type { MercadoLibreState } from './state';
import type { JsonObject, SandboxApplication } from './types';

/** Fixed credentials the back office can be started with so a sandbox account is connected from the first run. */
export const mercadoLibreDemoApp: SandboxApplication = {
  clientId: '5503910054141466',
  clientSecret: 'sandbox-demo-client-secret',
  redirectUri: 'http://localhost:3000/api/mercadolibre/oauth/callback',
  topics: ['items', 'questions', 'orders_v2', 'payments', 'shipments', 'claims', 'messages'],
  pkce: false,
};

export const mercadoLibreDemoSeller = { id: 400_000_001, nickname: 'TIENDA_DEMO_MX' } as const;

/** Runs on every reset: the demo app and seller always exist, with the same ids. */
export function seedDemoAccount(state: MercadoLibreState): void {
  state.apps.set(mercadoLibreDemoApp.clientId, { ...mercadoLibreDemoApp, topics: [...mercadoLibreDemoApp.topics] });
  createSeller(state, { nickname: mercadoLibreDemoSeller.nickname, firstName: 'Tienda', lastName: 'Demo', email: 'tienda.demo@testuser.com' });
}

const demoListings: [string, string, number, string, string][] = [
  ['Samsung Galaxy A15 128 Gb Azul Oscuro 4 Gb Ram', 'MLM1055', 3299, 'Samsung', 'Galaxy A15'],
  ['Laptop Lenovo Ideapad 3 15.6 Core I5 8gb 512gb Ssd', 'MLM1763', 10999, 'Lenovo', 'IdeaPad 3'],
  ['Cafetera Oster 12 Tazas Negra Programable', 'MLM1621', 899, 'Oster', 'BVSTDC4401'],
  ['Tenis Deportivos Para Correr Hombre Negro', 'MLM1434', 749, 'Pirma', 'Runner 500'],
  ['Oso De Peluche Gigante 1 Metro Café', 'MLM1166', 459, 'Peluches MX', 'Oso 100'],
];

export function seedDemoListings(state: MercadoLibreState): void {
  demoListings.forEach(([title, categoryId, price, brand, model], index) => {
    const body: JsonObject = {
      title,
      category_id: categoryId,
      price,
      currency_id: 'MXN',
      available_quantity: 25,
      buying_mode: 'buy_it_now',
      listing_type_id: 'gold_special',
      condition: 'new',
      pictures: [{ source: `https://http2.mlstatic.com/demo-${index + 1}.jpg` }],
      attributes: [
        { id: 'BRAND', value_name: brand },
        { id: 'MODEL', value_name: model },
        { id: 'SELLER_SKU', value_name: `DEMO-${index + 1}` },
        { id: 'SIZE', value_name: '27' },
      ],
      shipping: { mode: 'me2', local_pick_up: false, free_shipping: price >= 299 },
    };
    const item = buildItem(state, mercadoLibreDemoSeller.id, body, []);
    state.items.set(item.id, item);
  });
}

const buyerQuestions = [
  '¿Tienen disponible para envío hoy?',
  '¿Es original y nuevo?',
  '¿Cuánto tarda en llegar a Monterrey?',
  '¿Aceptan meses sin intereses?',
  '¿Incluye factura?',
  '¿Tienen otro color?',
];

const buyerMessages = ['¿Ya enviaron mi pedido?', '¿Me pueden mandar la factura?', 'Gracias, llegó perfecto.', '¿Cuál es el número de guía?'];

/** A buyer of a paid sale writes to the seller; false when there is no paid sale yet. */
function buyerWrites(runtime: MercadoLibreRuntime, random: () => number): boolean {
  const paid = [...runtime.state.orders.values()].filter((order) => order.body.status === 'paid');
  if (paid.length === 0) return false;
  const conversation = conversationOfOrder(runtime, paid[Math.floor(random() * paid.length)].id);
  addMessage(runtime, conversation, 'buyer', buyerMessages[Math.floor(random() * buyerMessages.length)]);
  return true;
}

const buyerComplaints = ['El producto llegó dañado.', 'No es el modelo que compré.', 'No funciona desde que llegó.'];

/** Now and then a buyer complains about a paid order that has no claim yet: about one event in ten. */
function maybeOpenClaim(runtime: MercadoLibreRuntime, random: () => number): boolean {
  if (random() >= 0.1) return false;
  const claimed = new Set([...runtime.state.claims.values()].map((claim) => claim.orderId));
  const order = [...runtime.state.orders.values()].find((candidate) => candidate.body.status === 'paid' && !claimed.has(candidate.id));
  if (!order) return false;
  openClaim(runtime, { orderId: order.id, message: buyerComplaints[Math.floor(random() * buyerComplaints.length)] });
  return true;
}

/** Buyer activity for newcomers: a question, a sale on an active listing, a buyer writing about a sale, or now and then a claim, every minSeconds–maxSeconds. */
export function startDemoActivity(
  runtime: MercadoLibreRuntime,
  random: () => number,
  pace: DemoActivityOptions,
  afterEvent: () => void = () => {},
): () => void {
  return everyNowAndThen(random, pace, () => {
    const candidates = [...runtime.state.items.values()].filter((item) => item.status === 'active' && item.availableQuantity > 0);
    if (maybeOpenClaim(runtime, random)) {
      afterEvent();
      return true;
    }
    if (candidates.length === 0) return false;
    const item = candidates[Math.floor(random() * candidates.length)];
    const choice = random();
    if (choice < 0.4) askQuestion(runtime, item.id, buyerQuestions[Math.floor(random() * buyerQuestions.length)]);
    else if (choice < 0.8 || !buyerWrites(runtime, random)) placeOrder(runtime, { itemId: item.id, quantity: 1 });
    afterEvent();
    return true;
  });
}
