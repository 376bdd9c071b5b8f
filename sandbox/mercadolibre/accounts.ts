import type { MercadoLibreState } from './state';
import type { SandboxUser } from './types';

export interface NewAccount {
  nickname?: string;
  firstName?: string;
  lastName?: string;
  email?: string;
  operator?: boolean;
}

function createUser(state: MercadoLibreState, kind: SandboxUser['kind'], account: NewAccount): SandboxUser {
  const id = state.nextId(kind === 'seller' ? 'user' : 'buyer');
  const nickname = (account.nickname ?? `${kind === 'seller' ? 'VENDEDOR' : 'COMPRADOR'}_${id}`).toUpperCase().replace(/\s+/g, '_');
  const user: SandboxUser = {
    id,
    nickname,
    firstName: account.firstName ?? (kind === 'seller' ? 'Vendedor' : 'Comprador'),
    lastName: account.lastName ?? 'Prueba',
    email: account.email ?? `test_user_${id}@testuser.com`,
    registrationDate: state.nowIso(),
    kind,
    operator: account.operator ?? false,
  };
  state.users.set(id, user);
  return user;
}

export const createSeller = (state: MercadoLibreState, account: NewAccount = {}) => createUser(state, 'seller', account);
export const createBuyer = (state: MercadoLibreState, account: NewAccount = {}) => createUser(state, 'buyer', account);

/** `GET /users/{id}`: the private view (email, names) only for the token's own user. */
export function userJson(state: MercadoLibreState, user: SandboxUser, ownView: boolean) {
  const completed = [...state.orders.values()].filter((order) => order.sellerId === user.id).length;
  const publicView = {
    id: user.id,
    nickname: user.nickname,
    registration_date: user.registrationDate,
    country_id: 'MX',
    site_id: 'MLM',
    user_type: 'normal',
    tags: ['normal', 'test_user', 'user_info_verified'],
    permalink: `http://perfil.mercadolibre.com.mx/${user.nickname}`,
    seller_reputation: {
      level_id: completed > 0 ? '5_green' : null,
      power_seller_status: null,
      transactions: { canceled: 0, completed, period: 'historic', ratings: { negative: 0, neutral: 0, positive: completed > 0 ? 1 : 0 }, total: completed },
    },
    status: { site_status: 'active' },
  };
  return ownView ? { ...publicView, first_name: user.firstName, last_name: user.lastName, email: user.email } : publicView;
}
